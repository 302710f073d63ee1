import { tableFileResponse } from '@/lib/spreadsheet/table-file';
import { requireRouteUser } from '@/server/auth/guards';
import { importResultsFile } from '@/server/imports/reads';

/**
 * GET /api/imports/{jobId}/results?rows=all|failed&format=csv|xlsx: the import's result file, as CSV
 * (formula-escaped) or .xlsx (text cells). A
 * coordinator gets only the jobs they created; another job answers 404.
 */
export async function GET(request: Request, context: { params: Promise<{ jobId: string }> }) {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const { jobId } = await context.params;
  const params = new URL(request.url).searchParams;
  const only = params.get('rows') === 'failed' ? 'failed' : 'all';
  const format = params.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  // Another user's job is not found for a coordinator, exactly as an unknown id.
  const file = /^[0-9a-f-]{36}$/.test(jobId) ? await importResultsFile(auth.user, jobId, only, format) : null;
  if (!file) {
    return Response.json(
      { error: { code: 'NOT_FOUND', message: 'This import was not found.' } },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return tableFileResponse(file);
}
