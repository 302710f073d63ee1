import { readiness } from '@/server/health/readiness';

export const dynamic = 'force-dynamic';

/** Readiness (load balancers): 200 when the database answers, migrations are current and the API is reachable (or sandbox mode); else 503. */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
