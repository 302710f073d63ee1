import 'server-only';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { Stored } from '@/lib/read-model/stored';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionResult } from '@/server/auth/action-result';
import type { ConsoleUser } from '@/server/auth/roles';
import { isStudentNotFound } from '@/server/access/scope';
import { loadStoredStudentInScope } from '@/server/access/student-access';
import { isPartnerApiError } from '@/server/partner';
import { listOrganizations } from '../reference/organizations';
import { loadStudent } from './queries';

export type StudentPageLoad =
  | {
      kind: 'found';
      student: ResolvedStudent;
      organizations: Organization[];
      /** The record as read (stored copy or live). */ stored: Stored<ResolvedStudent>;
    }
  | { kind: 'not-found' }
  | { kind: 'failed'; error: Extract<ActionResult<never>, { ok: false }>['error'] };

/**
 * The student of a page (resolved) and the organizations (studentPageRead, studentForEditRead: run as the
 * signed-in user, taking turns with other people's views). A malformed id, the API's
 * 404 and, for a coordinator, another school's student are all not-found (the page calls notFound()).
 * `stored` reads the console's copy (the student page); `live` the API (the edit form, which must be exact).
 */
export async function loadStudentPage(
  user: Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'>,
  studentId: string,
  source: 'stored' | 'live' = 'stored',
): Promise<StudentPageLoad> {
  try {
    const readStudent = async (): Promise<Stored<ResolvedStudent>> =>
      source === 'stored'
        ? loadStoredStudentInScope(user, studentId)
        : { data: await loadStudent(user, studentId), fetchedAt: new Date().toISOString(), stale: false, busy: false };
    const [stored, organizations] = await Promise.all([readStudent(), listOrganizations()]);
    return { kind: 'found', student: stored.data, stored, organizations };
  } catch (error) {
    if (isStudentNotFound(error)) return { kind: 'not-found' };
    if (isPartnerApiError(error)) {
      if (error.status === 404) return { kind: 'not-found' };
      return { kind: 'failed', error: partnerFailure(error).error };
    }
    throw error;
  }
}
