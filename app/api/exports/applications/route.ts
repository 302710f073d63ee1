import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { tableFileResponse } from '@/lib/spreadsheet/table-file';
import { requireRouteUser } from '@/server/auth/guards';
import { applicationsExportFile } from '@/server/exports/reads';

export const dynamic = 'force-dynamic';

const refuse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /api/exports/applications?organization=<slug>[&exam=<id>|&student=<id>]&format=csv|xlsx, or ?student=<id>
 * alone (that student's applications in every organization): the applications with their payments from the console's
 * copy, in the reader's language. A coordinator gets their schools' students only; another school's student is 404.
 */
export async function GET(request: Request): Promise<Response> {
  const auth = await requireRouteUser(request, ['admin', 'support', 'coordinator']);
  if (!auth.ok) return auth.response;
  const params = new URL(request.url).searchParams;
  const organization = params.get('organization')?.trim() || undefined;
  const exam = params.get('exam')?.trim() || undefined;
  const student = params.get('student')?.trim() || undefined;
  const format = params.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  if (
    (exam && !isObjectId(exam)) ||
    (student && !isObjectId(student)) ||
    (!organization && !student) ||
    (exam && !organization)
  )
    return refuse(400, 'BAD_REQUEST', 'Name an organization (and an exam or a student), or a student.');
  const answer = await applicationsExportFile(auth.user, { organization, exam, student }, format);
  return answer.ok ? tableFileResponse(answer.file) : refuse(404, 'NOT_FOUND', answer.notFound);
}
