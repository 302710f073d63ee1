import 'server-only';
import type { Logger } from 'drizzle-orm';
import { currentRequest } from '@/server/log/request-context';
import { routeLabel } from '@/server/log/route-label';
import { metrics } from '@/server/metrics/registry';

/**
 * Counts each statement drizzle sends, under the route of the HTTP request it was sent for (the request's async
 * context; 'background' outside one) and on the request's own log line: what `npm run bench -- page-cost` reads
 * as database queries per view. Statements sent around drizzle (advisory locks, PGlite's own) are not counted.
 */
export const queryCounter: Logger = {
  logQuery() {
    const request = currentRequest();
    if (request) request.dbQueries = (request.dbQueries ?? 0) + 1;
    metrics().dbQueries.inc({ route: request ? routeLabel(request.path) : 'background' });
  },
};
