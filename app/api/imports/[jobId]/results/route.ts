import { requireRouteUser } from '@/server/auth/guards';
import { getDb } from '@/server/db/client';
import { buildJobCsv } from '@/server/imports/results-csv';

/**
 * GET /api/imports/{jobId}/results?rows=all|failed: the import's result file as CSV (formula-escaped). A
 * coordinator gets only the jobs they created; another job answers 404.
 */
export async function GET(request: Request, context: { params: Promise<{ jobId: string }> }) {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const { jobId } = await context.params;
  const only = new URL(request.url).searchParams.get('rows') === 'failed' ? 'failed' : 'all';
  // Another user's job is not found for a coordinator, exactly as an unknown id.
  const file = /^[0-9a-f-]{36}$/.test(jobId) ? await buildJobCsv(await getDb(), auth.user, jobId, only) : null;
  if (!file) {
    return Response.json({ error: { code: 'NOT_FOUND', message: 'This import was not found.' } }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(file.csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]+/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
