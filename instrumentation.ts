import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: the HTTP hooks (request ids, access lines, request times: server/log; the
 * responses' compression: server/http), then the configuration check, migrations and start-up users
 * (server/lifecycle/start-console.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { installHttpHook } = await import('./server/log/http-hook');
    installHttpHook();
    const { installResponseCompression } = await import('./server/http/response-compression');
    installResponseCompression();
    const { startConsole } = await import('./server/lifecycle/start-console');
    await startConsole();
  }
}

/** An error thrown while rendering or in a route handler: one log line with the request's id, never its query. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./server/log/request-error');
  logRequestError(error, request, context);
};
