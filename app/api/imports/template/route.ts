import { buildTemplateCsv, buildTemplateXlsx } from '@/lib/spreadsheet/template';
import { requireRouteUser } from '@/server/auth/guards';
import { importTemplateLists } from '@/server/imports/reads';

export const dynamic = 'force-dynamic';

/**
 * GET /api/imports/template?format=xlsx|csv: a file to fill in, with the columns the import recognises and
 * an example row; the .xlsx adds drop-downs fed by a Lists sheet (a coordinator's lists hold their schools).
 */
export async function GET(request: Request) {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const xlsx = new URL(request.url).searchParams.get('format') !== 'csv';
  const lists = await importTemplateLists(auth.user);
  const headers = { 'Cache-Control': 'no-store' };
  if (!xlsx) {
    return new Response(buildTemplateCsv(lists), {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="students-template.csv"',
      },
    });
  }
  return new Response(buildTemplateXlsx(lists) as BodyInit, {
    headers: {
      ...headers,
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="students-template.xlsx"',
    },
  });
}
