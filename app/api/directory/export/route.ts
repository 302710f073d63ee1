import { parseDirectoryParams } from '@/lib/directory/query-schema';
import { requireRouteUser } from '@/server/auth/guards';
import { directoryExport, studentNotFoundMessage } from '@/server/directory/reads';

export const dynamic = 'force-dynamic';

/** CSV of the directory search in the query string (or of one `studentId`), within the user's scope. */
export async function GET(request: Request): Promise<Response> {
  const auth = await requireRouteUser(request);
  if (!auth.ok) return auth.response;
  const url = new URL(request.url);
  const query = parseDirectoryParams(Object.fromEntries(url.searchParams));
  const body = await directoryExport(auth.user, query, url.searchParams.get('studentId')?.trim() || undefined);
  if (!body)
    return Response.json(
      { error: { code: 'not_found', message: studentNotFoundMessage } },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="students-directory-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
