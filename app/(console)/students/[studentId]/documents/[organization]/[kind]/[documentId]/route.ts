import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { requireRouteUser } from '@/server/auth/guards';
import { studentDocumentFile } from '@/server/students/reads';

type Params = { studentId: string; organization: string; kind: string; documentId: string };

/**
 * A certificate's or report's PDF, streamed from the Partner API to a signed-in user (never cached). For a
 * coordinator, another school's student answers 404 exactly as an unknown student does.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const auth = await requireRouteUser(request);
  if (!auth.ok) return auth.response;
  const { studentId, organization, kind, documentId } = await params;
  if ((kind !== 'certificate' && kind !== 'report') || !isObjectId(studentId) || !isObjectId(documentId)) {
    return text(404, 'No such document. Go back to the student page and choose it again.');
  }
  const answer = await studentDocumentFile(auth.user, { studentId, organization, kind, documentId });
  if (!answer.ok) return text(answer.status, answer.message);
  const { file } = answer;
  const name = (file.fileName ?? `${kind}-${documentId}.pdf`).replace(/[^\w.-]+/g, '_');
  return new Response(file.bytes as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      // X-Request-Id is this request's own id (server/log/http-hook.ts); the API's id of the download:
      'X-Upstream-Request-Id': file.requestId,
    },
  });
}

function text(status: number, body: string) {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
