import packageJson from '@/package.json';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers HTTP. Reads nothing, so a slow database or API never gets the process restarted. */
export function GET(): Response {
  return Response.json(
    { status: 'ok', version: packageJson.version, uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
