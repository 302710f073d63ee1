import { metricsAccess } from '@/server/metrics/metrics-access';
import { metrics } from '@/server/metrics/registry';
import { registerScrapeGauges } from '@/server/metrics/scrape-gauges';

export const dynamic = 'force-dynamic';

/** Prometheus text for a scraper holding METRICS_TOKEN (docs/operations.md lists every metric). */
export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request);
  if (access === 'off') return new Response('Not found', { status: 404 });
  if (access === 'refused')
    return new Response('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>.', {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  registerScrapeGauges();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}
