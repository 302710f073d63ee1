import 'server-only';
import { showsApplications, type OrgAccess } from '@/lib/exams/apply-access';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionError } from '@/server/auth/action-result';
import type { ConsoleUser } from '@/server/auth/roles';
import { studentScopeFor } from '@/server/access/scope';
import { loadStudentInScope } from '@/server/access/student-access';
import { isPartnerApiError, partner } from '@/server/partner';
import type { NamedRef } from '../reference/reference-names';

export type Viewer = Pick<ConsoleUser, 'role' | 'schools'>;

/**
 * A student as the exam pages need them, read through these functions only: the core record (for a
 * coordinator, only of their schools), whether they signed in to the organization, their applications there.
 */
export interface ExamStudent {
  _id: string;
  fullName: string;
  email: string;
  grade: NamedRef | null;
  country: NamedRef | null;
  school: string | null;
}

/**
 * The core record. For a coordinator an unknown student and another school's throw StudentNotFoundError
 * (loadStudentInScope); admin and support read it as before (the API's 404 stays a Partner API error).
 */
export async function loadExamStudent(user: Viewer, studentId: string): Promise<ExamStudent> {
  const data =
    studentScopeFor(user) === null
      ? (await partner.getStudent(studentId)).data
      : await loadStudentInScope(user, studentId);
  return toExamStudent(data);
}

/**
 * Starts reading the student for a page that reads more about them. A coordinator's check finishes first,
 * so nothing else about another school's student is asked; admin and support read in parallel as before.
 */
export async function examStudentFirst(user: Viewer, studentId: string): Promise<{ student: Promise<ExamStudent> }> {
  const student = loadExamStudent(user, studentId);
  student.catch(() => undefined); // the caller awaits it later; until then its failure is not "unhandled"
  if (studentScopeFor(user) !== null) await student;
  return { student };
}

export function toExamStudent(data: ResolvedStudent): ExamStudent {
  return {
    _id: data._id,
    fullName: data.fullName,
    email: data.email,
    grade: data.grade ? { _id: data.grade._id, name: data.grade.name } : null,
    country: data.country ? { _id: data.country._id, name: data.country.name } : null,
    school: data.school?.name ?? null,
  };
}

/** `null` signedIn: the organization does not show the student (their activated list lacks it), or unreadable. */
export type { OrgAccess };

export async function loadOrgAccess(organizationId: string, studentId: string): Promise<OrgAccess> {
  try {
    const { data } = await partner.getOrgStudent({ organizationId }, studentId);
    return { signedIn: data.signedIn ?? null, visible: true };
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 404) return { signedIn: null, visible: false };
    throw error;
  }
}

export type StudentApplications =
  | { known: true; list: ResolvedApplication[] }
  | { known: false; neverSignedIn: boolean; reason: string; error: ActionError | null };

/** What the console knows of the applications of a student who never signed in to the organization: none. */
export const neverSignedIn: StudentApplications = {
  known: false,
  neverSignedIn: true,
  reason: 'The student has never signed in to this organization.',
  error: null,
};

/**
 * All of the student's applications in the organization; 409 means never signed in (spec §1.5). With
 * `access` known to say "never signed in", nothing is asked.
 */
export async function loadStudentApplications(
  organizationId: string,
  studentId: string,
  access?: OrgAccess,
): Promise<StudentApplications> {
  if (access && !showsApplications(access)) return neverSignedIn;
  try {
    const list: ResolvedApplication[] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = await partner.listStudentApplications({ organizationId }, studentId, { page, limit: 100 });
      list.push(...answer.data);
      if (page >= answer.pagination.totalPages) break;
    }
    return { known: true, list: dedupe(list) };
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    if (error.status === 409) return neverSignedIn;
    const failure = partnerFailure(error).error;
    return {
      known: false,
      neverSignedIn: false,
      reason: `The student’s applications could not be read: ${failure.message}`,
      error: failure,
    };
  }
}

function dedupe<T extends { _id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r._id) ? false : (seen.add(r._id), true)));
}
