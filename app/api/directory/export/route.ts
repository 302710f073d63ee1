import { parseDirectoryParams } from '@/lib/directory/query-schema';
import type { DirectoryStudentView } from '@/lib/directory/types';
import { requireRouteUser } from '@/server/auth/guards';
import { queueAudit } from '@/server/audit/write-audit';
import { directoryCsvStream } from '@/server/directory/export-csv';
import { loadDirectoryStudent } from '@/server/directory/queries';
import { isStudentNotFound, studentNotFoundMessage } from '@/server/access/scope';

export const dynamic = 'force-dynamic';

/** CSV of the directory search in the query string (or of one `studentId`), within the user's scope. */
export async function GET(request: Request): Promise<Response> {
  const auth = await requireRouteUser(request);
  if (!auth.ok) return auth.response;
  const url = new URL(request.url);
  const query = parseDirectoryParams(Object.fromEntries(url.searchParams));
  const studentId = url.searchParams.get('studentId')?.trim();
  let only: DirectoryStudentView | undefined;
  if (studentId) {
    try {
      only = await loadDirectoryStudent(auth.user, studentId);
    } catch (error) {
      if (!isStudentNotFound(error)) throw error;
      return Response.json(
        { error: { code: 'not_found', message: studentNotFoundMessage } },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  }
  queueAudit({
    user: auth.user,
    action: 'directory.export',
    targetType: 'directory',
    targetId: studentId ?? 'search',
    summary: studentId ? `Exported directory row ${studentId}` : 'Exported directory search results',
    details: { query },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(directoryCsvStream(auth.user, query, only), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="students-directory-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
