import { Hono, type Context } from 'hono';
import { controlRoutes } from './domains';
import { controlError, requestIdOf } from './control/control-errors';
import { registerKernelControlRoutes } from './control/kernel-routes';
import { registerStatsRoute } from './control/stats-route';
import { registerOpenApiRoute } from './openapi-route';
import { createSandbox, type CreateSandboxOptions, type SandboxRuntime } from './kernel/create-sandbox';
import { runPipeline } from './kernel/pipeline';
import { resolveRequestId } from './kernel/request-id';
import { errorResponse, unknownPath } from './kernel/responses';
import { SandboxError } from './kernel/errors';
import { errorOf, sandboxLog } from './kernel/log';

export interface SandboxAppOptions extends CreateSandboxOptions {
  /** Serve this sandbox; default a new one (seeded, or loaded from `dataFile`). */
  sandbox?: SandboxRuntime;
  /**
   * Rate limiting of spec §8; default on. Only the throughput bench turns it off: the console and the
   * standalone server never do, and no environment variable does.
   */
  rateLimit?: boolean;
}

/** `app.fetch(request, { mountUrl })`: the mount's absolute URL (without `/v1`) when not the request's origin. */
export interface SandboxEnv {
  Bindings: { mountUrl?: string };
  Variables: { requestId: string };
}

export type SandboxApp = Hono<SandboxEnv> & { sandbox: SandboxRuntime };

function setHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** The Partner API emulator: `/v1/*` (spec) and `/__sandbox/*` (control plane, server/sandbox/README.md). */
export function createSandboxApp(options: SandboxAppOptions = {}): SandboxApp {
  const runtime = options.sandbox ?? createSandbox(options);
  const rateLimit = options.rateLimit ?? true;
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    const requestId = resolveRequestId(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    c.res = setHeader(c.res, 'X-Request-Id', requestId);
  });

  const api = (c: Context<SandboxEnv>) => {
    const url = new URL(c.req.url);
    const mountUrl = (c.env as SandboxEnv['Bindings'] | undefined)?.mountUrl ?? url.origin;
    return runPipeline({
      request: c.req.raw,
      runtime,
      requestId: c.get('requestId'),
      path: url.pathname.slice('/v1'.length),
      mountUrl,
      rateLimit,
    });
  };
  registerOpenApiRoute(app);
  app.all('/v1', api);
  app.all('/v1/*', api);

  const control = new Hono();
  control.use('*', async (_c, next) => {
    runtime.runTicks();
    await next();
  });
  registerKernelControlRoutes(control, () => runtime);
  registerStatsRoute(control, () => runtime);
  for (const register of controlRoutes) register(control, () => runtime);
  control.notFound((c) => controlError(c, 404, 'not_found', `Cannot ${c.req.method} ${new URL(c.req.url).pathname}`));
  app.route('/__sandbox', control);

  app.notFound((c) => errorResponse(unknownPath(c.req.method, new URL(c.req.url).pathname), c.get('requestId')));
  app.onError((error, c) => {
    if (error instanceof SandboxError) return errorResponse(error, requestIdOf(c));
    sandboxLog().error({ err: errorOf(error), apiRequestId: requestIdOf(c) }, 'sandbox: unexpected error');
    return errorResponse(new SandboxError(500, 'internal_error', 'Internal server error.'), requestIdOf(c));
  });

  return Object.assign(app, { sandbox: runtime });
}
