import 'server-only';
import type { ExamCategory, AvailableExams } from '@/lib/partner-api/schemas/exam';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionError } from '@/server/auth/action-result';
import { freshnessOf, type Freshness } from '@/lib/read-model/stored';
import { loadStoredStudentInScope } from '@/server/directory/student-access';
import { isPartnerApiError, partner } from '@/server/partner';
import { getReadModel, type ReadSpec } from '@/server/read-model';
import { examDirectory, learnFromTree, type ExamDirectory } from './exam-directory';
import {
  loadOrgAccess,
  loadStudentApplications,
  toExamStudent,
  type ExamStudent,
  type OrgAccess,
  type StudentApplications,
  type Viewer,
} from './exam-student';
import { loadCategories, orgRef, organizationBySlug, type OrgRef } from './queries';

export interface AvailableExamsView extends StudentExamsCopy {
  organization: OrgRef;
  student: ExamStudent;
  directory: ExamDirectory;
  /** When the tree and what the student holds were read from the API (the console's stored copy). */
  freshness: Freshness;
}

/** What the console stores of a student's exams in one organization (read model kind `available-exams`). */
interface StudentExamsCopy {
  access: OrgAccess;
  tree: AvailableExams | null;
  /** Why the tree could not be read (400: no grade; others with the request id). */
  treeError: ActionError | null;
  applications: StudentApplications;
  categories: ExamCategory[];
}

/** What a caller already read of the student in the organization (the warm-up, from the card it just read). */
export interface KnownStudentExams {
  access?: OrgAccess;
  applications?: StudentApplications;
}

async function readStudentExams(
  organizationId: string,
  studentId: string,
  known: KnownStudentExams = {},
): Promise<StudentExamsCopy> {
  const access = known.access ?? (await loadOrgAccess(organizationId, studentId));
  const [tree, applications, categories] = await Promise.all([
    readTree(organizationId, studentId),
    known.applications ?? loadStudentApplications(organizationId, studentId, access),
    loadCategories(organizationId),
  ]);
  return { access, ...tree, applications, categories };
}

/** A copy is kept only when every part was read (a 400 for a student without a grade is an answer too). */
const wholeCopy = (copy: StudentExamsCopy) =>
  (copy.treeError === null || copy.treeError.status === 400) &&
  (copy.applications.known || copy.applications.error === null);

/** The stored copy of a student's exams in one organization (read model kind `available-exams`). */
export function studentExamsCopy(
  organizationId: string,
  studentId: string,
  known: KnownStudentExams = {},
): ReadSpec<StudentExamsCopy> {
  return {
    kind: 'available-exams',
    key: `${organizationId}:${studentId}`,
    subject: studentId,
    storable: wholeCopy,
    load: () => readStudentExams(organizationId, studentId, known),
  };
}

/**
 * /exams/{slug}/available/{studentId}: the tree (spec §4.5) and what the student already holds, from the
 * read model (`force`: from the API now). The student is the stored record, checked for a coordinator
 * before anything else is read: another school's student throws StudentNotFoundError.
 */
export async function loadAvailableExams(
  user: Viewer,
  slug: string,
  studentId: string,
  options: { force?: boolean } = {},
): Promise<AvailableExamsView> {
  const organization = await organizationBySlug(slug);
  const student = toExamStudent((await loadStoredStudentInScope(user, studentId)).data);
  const stored = await getReadModel().read({ ...studentExamsCopy(organization._id, studentId), force: options.force });
  if (stored.data.tree) await learnFromTree(organization._id, stored.data.tree);
  return {
    organization: orgRef(organization),
    student,
    ...stored.data,
    directory: await examDirectory(organization._id),
    freshness: freshnessOf(stored),
  };
}

export async function readTree(
  organizationId: string,
  studentId: string,
): Promise<{ tree: AvailableExams | null; treeError: ActionError | null }> {
  try {
    const { data } = await partner.listAvailableExams({ organizationId }, studentId);
    await learnFromTree(organizationId, data);
    return { tree: data, treeError: null };
  } catch (error) {
    if (isPartnerApiError(error) && error.status !== 404) return { tree: null, treeError: partnerFailure(error).error };
    throw error;
  }
}
