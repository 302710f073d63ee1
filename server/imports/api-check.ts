import 'server-only';
import { validateCheck } from '@/lib/partner-api/student-rules/validate';
import type { ConsoleUser } from '@/server/auth/roles';
import { checksInScope } from '@/server/directory/duplicate-in-scope';
import { isStudentInScope } from '@/server/access/scope';
import { partner } from '@/server/partner';
import { ActionRefusal } from '@/server/action-runner/action-refusal';

type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

export interface ComboCheck {
  problems: { field: string; message: string }[];
  duplicate: { sameAccount: boolean; studentId?: string } | null;
  requestId: string;
}

/**
 * checkStudentRegistration for one sample row of each distinct (country, city, school, grade): the API
 * resolves the names (spec §4.3; nothing is created). The client's rate budget queues the calls. For a
 * coordinator, a same-account student of another school holding a sample's address reads as an address
 * that cannot be used (checksInScope).
 */
export async function checkCombos(user: Viewer, samples: Record<string, unknown>[]): Promise<ComboCheck[]> {
  const bodies = samples.map((sample) => {
    const { externalRef: _ref, ...body } = sample;
    const checked = validateCheck(body);
    if (!checked.ok)
      throw new ActionRefusal('A row sent for checking breaks a field rule; fix the highlighted cells first.', 422, {
        say: { key: 'imports.checkBreaksRule' },
      });
    return checked.value;
  });
  const checks: ComboCheck[] = await Promise.all(
    bodies.map(async (body) => {
      const answer = await partner.checkStudentRegistration(body);
      return { problems: answer.data.problems, duplicate: answer.data.duplicate ?? null, requestId: answer.requestId };
    }),
  );
  return checksInScope(user, checks);
}

/** An address already held by one of the account's students; id and username null when the user may not see that student. */
export interface RegisteredEmail {
  email: string;
  studentId: string | null;
  username: string | null;
}

/**
 * Addresses already held by one of the account's students: listStudents with the `email` filter, 100 a
 * call. A coordinator learns that an address is taken, but not by whom when the student is of another school.
 */
export async function findRegisteredEmails(user: Viewer, emails: string[]): Promise<RegisteredEmail[]> {
  const found: RegisteredEmail[] = [];
  for (let i = 0; i < emails.length; i += 100) {
    const answer = await partner.listStudents({ email: emails.slice(i, i + 100), limit: 100 });
    for (const s of answer.data) {
      const seen = isStudentInScope(user, s);
      found.push({ email: s.email.toLowerCase(), studentId: seen ? s._id : null, username: seen ? s.username : null });
    }
  }
  return found;
}
