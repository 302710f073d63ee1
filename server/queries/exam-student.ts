import 'server-only';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import { partnerFailure } from '@/server/action-runner/partner-action';
import { isPartnerApiError, partner } from '@/server/partner';
import type { ActionError } from '@/server/auth/action-result';
import type { NamedRef } from './reference-names';

/**
 * A student as the exam pages need them, read through these functions only (a later scope check for
 * coordinators goes here): the core record, whether they signed in to the organization, their
 * applications there.
 */
export interface ExamStudent {
  _id: string;
  fullName: string;
  email: string;
  grade: NamedRef | null;
  country: NamedRef | null;
  school: string | null;
}

export async function loadExamStudent(studentId: string): Promise<ExamStudent> {
  const { data } = await partner.getStudent(studentId);
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
export interface OrgAccess {
  signedIn: boolean | null;
  visible: boolean;
}

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

const neverSignedIn: StudentApplications = { known: false, neverSignedIn: true, reason: 'The student has never signed in to this organization.', error: null };

/**
 * All of the student's applications in the organization; 409 means never signed in (spec §1.5). With
 * `access` known to say "never signed in", nothing is asked.
 */
export async function loadStudentApplications(organizationId: string, studentId: string, access?: OrgAccess): Promise<StudentApplications> {
  if (access && (access.signedIn === false || !access.visible)) return neverSignedIn;
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
    return { known: false, neverSignedIn: false, reason: `The student’s applications could not be read: ${failure.message}`, error: failure };
  }
}

function dedupe<T extends { _id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r._id) ? false : (seen.add(r._id), true)));
}
