import 'server-only';
import { validateCheck } from '@/lib/partner-api/student-rules/validate';
import { partner } from '@/server/partner';
import { ImportRefusal } from './import-action';

export interface ComboCheck {
  problems: { field: string; message: string }[];
  duplicate: { sameAccount: boolean; studentId?: string } | null;
  requestId: string;
}

/**
 * checkStudentRegistration for one sample row of each distinct (country, city, school, grade): the API
 * resolves the names (spec §4.3; nothing is created). The client's rate budget queues the calls.
 */
export async function checkCombos(samples: Record<string, unknown>[]): Promise<ComboCheck[]> {
  const bodies = samples.map((sample) => {
    const { externalRef: _ref, ...body } = sample;
    const checked = validateCheck(body);
    if (!checked.ok) throw new ImportRefusal('A row sent for checking breaks a field rule; fix the highlighted cells first.', 422);
    return checked.value;
  });
  return Promise.all(
    bodies.map(async (body) => {
      const answer = await partner.checkStudentRegistration(body);
      return { problems: answer.data.problems, duplicate: answer.data.duplicate ?? null, requestId: answer.requestId };
    }),
  );
}

/** Addresses already held by one of the account's students: listStudents with the `email` filter, 100 a call. */
export async function findRegisteredEmails(emails: string[]): Promise<{ email: string; studentId: string; username: string }[]> {
  const found: { email: string; studentId: string; username: string }[] = [];
  for (let i = 0; i < emails.length; i += 100) {
    const answer = await partner.listStudents({ email: emails.slice(i, i + 100), limit: 100 });
    for (const s of answer.data) found.push({ email: s.email.toLowerCase(), studentId: s._id, username: s.username });
  }
  return found;
}
