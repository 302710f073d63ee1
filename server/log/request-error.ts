import 'server-only';
import type { Instrumentation } from 'next';
import { componentLogger } from './logger';
import { routeLabel } from './route-label';

const log = componentLogger('http');

type Args = Parameters<Instrumentation.onRequestError>;

/** instrumentation.ts's onRequestError: the error (server/log/error-fields.ts), route and kind; the path's query is left out. */
export function logRequestError(error: unknown, request: Args[1], context: Args[2]): void {
  const path = request.path.split('?')[0] ?? '/';
  const header = request.headers['x-request-id'];
  log.error(
    {
      err: error,
      reqId: typeof header === 'string' ? header : undefined,
      method: request.method,
      route: context.routePath || routeLabel(path),
      routeType: context.routeType,
      digest: (error as { digest?: unknown }).digest,
    },
    'request failed',
  );
}
