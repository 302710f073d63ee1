import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { partnerApiBaseUrl } from '@/server/env';
import packageJson from '@/package.json';

export const dynamic = 'force-dynamic';

async function databaseStatus(): Promise<'ok' | 'error'> {
  try {
    await (await getDb()).execute(sql`select 1`);
    return 'ok';
  } catch {
    return 'error';
  }
}

/** The API's health call needs no token, so it bypasses the client (docs/architecture.md applies to every other call). */
async function partnerApiStatus(): Promise<'ok' | 'error' | 'unreachable'> {
  try {
    const response = await fetch(`${partnerApiBaseUrl()}/health`, {
      signal: AbortSignal.timeout(3000),
      cache: 'no-store',
    });
    return response.ok ? 'ok' : 'error';
  } catch {
    return 'unreachable';
  }
}

/** Public: for load balancers and monitoring. Says nothing about users or data. */
export async function GET(): Promise<Response> {
  const [database, partnerApi] = await Promise.all([databaseStatus(), partnerApiStatus()]);
  return Response.json(
    { version: packageJson.version, database, partnerApi },
    { status: database === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
