import 'server-only';
import type { ExamCategory, AvailableExams } from '@/lib/partner-api/schemas/exam';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionError } from '@/server/auth/action-result';
import { isPartnerApiError, partner } from '@/server/partner';
import { examDirectory, learnFromTree, type ExamDirectory } from './exam-directory';
import { examStudentFirst, loadOrgAccess, loadStudentApplications, type ExamStudent, type OrgAccess, type StudentApplications, type Viewer } from './exam-student';
import { loadCategories, orgRef, organizationBySlug, type OrgRef } from './exams';

export interface AvailableExamsView {
  organization: OrgRef;
  student: ExamStudent;
  access: OrgAccess;
  tree: AvailableExams | null;
  /** Why the tree could not be read (400: no grade; others with the request id). */
  treeError: ActionError | null;
  applications: StudentApplications;
  categories: ExamCategory[];
  directory: ExamDirectory;
}

/**
 * /exams/{slug}/available/{studentId}: the tree (spec §4.5) and what the student already holds. A
 * coordinator asking for another school's student gets StudentNotFoundError before anything else is read.
 */
export async function loadAvailableExams(user: Viewer, slug: string, studentId: string): Promise<AvailableExamsView> {
  const organization = await organizationBySlug(slug);
  const first = await examStudentFirst(user, studentId);
  const [student, access] = await Promise.all([first.student, loadOrgAccess(organization._id, studentId)]);
  const [tree, applications, categories] = await Promise.all([
    readTree(organization._id, studentId),
    loadStudentApplications(organization._id, studentId, access),
    loadCategories(organization._id),
  ]);
  return { organization: orgRef(organization), student, access, ...tree, applications, categories, directory: examDirectory(organization._id) };
}

export async function readTree(organizationId: string, studentId: string): Promise<{ tree: AvailableExams | null; treeError: ActionError | null }> {
  try {
    const { data } = await partner.listAvailableExams({ organizationId }, studentId);
    learnFromTree(organizationId, data);
    return { tree: data, treeError: null };
  } catch (error) {
    if (isPartnerApiError(error) && error.status !== 404) return { tree: null, treeError: partnerFailure(error).error };
    throw error;
  }
}
