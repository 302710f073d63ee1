import { isInsightChart } from '@/lib/insights/insights-view';
import { requireRouteUser } from '@/server/auth/guards';
import { insightsCsv } from '@/server/insights/reads';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insights/{registrations|sign-ins|applications|imports}: the chart's table as CSV, in the reader's
 * language and the viewer's scope (a coordinator's schools, their own imports). 409 while the console is still
 * reading the account for the first time (the page shows no such chart then).
 */
export async function GET(request: Request, context: { params: Promise<{ chart: string }> }) {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const { chart } = await context.params;
  if (!isInsightChart(chart))
    return Response.json(
      { error: { code: 'NOT_FOUND', message: 'There is no such chart.' } },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  const file = await insightsCsv(auth.user, chart);
  if (!file)
    return Response.json(
      {
        error: {
          code: 'NOT_READY',
          message: 'The console is still reading the account for the first time; try again once it has.',
        },
      },
      { status: 409, headers: { 'Cache-Control': 'no-store' } },
    );
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
