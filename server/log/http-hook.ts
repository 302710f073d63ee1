import 'server-only';
import { randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { flushPendingWrites } from '@/server/db/write-behind';
import { metrics } from '@/server/metrics/registry';
import { componentLogger } from './logger';
import { requestStorage, type RequestContext } from './request-context';
import { routeLabel } from './route-label';

const log = componentLogger('http');

/** An id from the reverse proxy is kept when it is this plain; otherwise the console makes one. */
const acceptableId = /^[A-Za-z0-9._:-]{8,80}$/;

export function newHttpRequestId(): string {
  return `req-${randomBytes(12).toString('base64url')}`;
}

const holder = globalThis as typeof globalThis & { __consoleHttpHook?: true };

/**
 * Every HTTP request the server takes gets a request id (the proxy's `X-Request-Id` when it sent a plain one),
 * answered in `X-Request-Id` and put on every log line written while it is handled (server/log/logger.ts),
 * and, once answered, one access line and its time in `console_http_request_duration_seconds` by route; then
 * what it queued for the audit and request logs is written (server/db/write-behind.ts).
 * Node's `http.server.request.start` channel runs before Next.js sees the request, in its async context.
 */
export function installHttpHook(): void {
  if (holder.__consoleHttpHook) return;
  holder.__consoleHttpHook = true;
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const incoming = request.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : newHttpRequestId();
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const context: RequestContext = { requestId, method: request.method ?? 'GET', path: pathname };
    requestStorage.enterWith(context);
    const started = process.hrtime.bigint();
    // At debug only: with the access line it shows which requests were never answered (e2e failure reports).
    if (!pathname.startsWith('/_next/static') && !pathname.startsWith('/api/health'))
      log.debug({ reqId: requestId, method: context.method, path: pathname }, 'request started');
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(pathname);
      const status = response.statusCode;
      metrics().httpDuration.observe(
        { route, method: context.method, status: `${Math.floor(status / 100)}xx` },
        seconds,
      );
      if (route === '/_next/static' || route.startsWith('/api/health')) return;
      // What the request queued for the audit and request logs, written now that it is answered (not when the
      // embedded sandbox answers the console's own call: the request that made it is still running).
      if (route !== '/sandbox/[...path]') void flushPendingWrites();
      const line = {
        reqId: requestId,
        userId: context.userId,
        method: context.method,
        route,
        status,
        durationMs: Math.round(seconds * 1000),
        dbQueries: context.dbQueries ?? 0,
        finished: response.writableFinished,
      };
      if (status >= 500) log.error(line, 'request answered');
      // The embedded sandbox's calls are the console's own (the partner component logs them).
      else if (route === '/sandbox/[...path]') log.debug(line, 'request answered');
      else log.info(line, 'request answered');
    });
  });
}
