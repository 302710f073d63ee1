import { parseDirectoryParams } from '@/lib/directory/query-schema';
import { tableFileResponse } from '@/lib/spreadsheet/table-file';
import { requireRouteUser } from '@/server/auth/guards';
import { studentsExportFile } from '@/server/exports/reads';

export const dynamic = 'force-dynamic';

/**
 * GET /api/exports/students?<the Students page's filters>&format=csv|xlsx: every student the search matches, from the
 * console's copy, in the reader's language; a coordinator's schools only, as the page.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const params = new URL(request.url).searchParams;
  const format = params.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  const query = parseDirectoryParams(Object.fromEntries(params));
  return tableFileResponse(await studentsExportFile(auth.user, query, format));
}
