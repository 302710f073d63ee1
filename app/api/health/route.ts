import { readiness } from '@/server/health/readiness';

export const dynamic = 'force-dynamic';

/**
 * Public: for load balancers and monitoring. Says nothing about users or data. 200 while the database answers
 * (the console can serve its stored copies even when the API cannot be reached); the readiness checks in the
 * body. /api/health/live and /api/health/ready are the split probes (docs/operations.md).
 */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state, {
    status: state.database === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
