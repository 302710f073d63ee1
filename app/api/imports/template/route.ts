import { requireRouteUser } from '@/server/auth/guards';
import { importTemplateFile } from '@/server/imports/reads';

export const dynamic = 'force-dynamic';

/**
 * GET /api/imports/template?format=xlsx|csv: a file to fill in, with the columns the import recognises (in the
 * reader's language) and an example row; the .xlsx adds drop-downs fed by a Lists sheet (a coordinator's lists hold
 * their schools).
 */
export async function GET(request: Request) {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'xlsx';
  const file = await importTemplateFile(auth.user, format);
  return new Response(file.body as BodyInit, {
    headers: {
      'Cache-Control': 'no-store',
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    },
  });
}
