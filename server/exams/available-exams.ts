import 'server-only';
import type { ExamCategory, AvailableExams } from '@/lib/partner-api/schemas/exam';
import { partnerFailure } from '@/server/action-runner/partner-action';
import type { ActionError } from '@/server/auth/action-result';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import { freshnessOf, type Freshness, type Stored } from '@/lib/read-model/stored';
import { loadStoredStudentInScope } from '@/server/access/student-access';
import { isPartnerApiError, partner } from '@/server/partner';
import { getReadModel, type ReadSpec } from '@/server/read-model';
import { currentReadModelConfig } from '@/server/read-model/freshness';
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
import { comparePrediction, peekCardForPrediction, predictStudentExams } from './prediction';
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

/** What a caller already holds of the student in the organization (the prediction's confirm, from the stored card). */
export interface KnownStudentExams {
  access?: OrgAccess;
  applications?: StudentApplications;
  categories?: ExamCategory[];
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
    known.categories ?? loadCategories(organizationId),
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
  const studentCopy = await loadStoredStudentInScope(user, studentId);
  const student = toExamStudent(studentCopy.data);
  const shown = options.force ? null : await freshOrPredicted(organization, studentCopy);
  const stored =
    shown?.stored ??
    (await getReadModel().read({ ...studentExamsCopy(organization._id, studentId), force: options.force }));
  if (!shown?.predicted && stored.data.tree) await learnFromTree(organization._id, stored.data.tree);
  return {
    organization: orgRef(organization),
    student,
    ...stored.data,
    directory: await examDirectory(organization._id),
    freshness: freshnessOf(stored),
  };
}

/**
 * The stored answer of the API while it is fresh (as the read model's read would give it, without reading the copy
 * a second time). Else "predict, then confirm" (docs/read-model.md): where no fresh answer of the API is stored, the
 * tree predicted from the stored copies (the student, their card, the organization's open exams, categories,
 * sittings and languages), as of the oldest of them and marked stale, while a live read confirms it in the
 * background and replaces it (the page picks it up once, as any stale copy). Null: read as before.
 */
async function freshOrPredicted(
  organization: Organization,
  student: Stored<ResolvedStudent>,
): Promise<{ stored: Stored<StudentExamsCopy>; predicted: boolean } | null> {
  const config = currentReadModelConfig();
  if (!config.enabled) return null;
  const readModel = getReadModel();
  const spec = studentExamsCopy(organization._id, student.data._id);
  // The card a prediction rests on is peeked with the copy: stored copies asked for together are one statement.
  const [copy, card] = await Promise.all([
    readModel.peek<StudentExamsCopy>(spec.kind, spec.key),
    peekCardForPrediction(organization._id, student.data._id),
  ]);
  if (copy && Date.now() - copy.fetchedAt.getTime() <= config.freshnessSeconds[spec.kind] * 1000) {
    const stored = { data: copy.data, fetchedAt: copy.fetchedAt.toISOString(), stale: false, busy: false };
    return { stored, predicted: false };
  }
  const predicted = await predictStudentExams(organization, student, card);
  // A stored answer of the API at least as new as the prediction's inputs is shown instead (and read again as before).
  if (!predicted || (copy && copy.fetchedAt >= predicted.asOf)) return null;
  const { tree, asOf, ...held } = predicted;
  const ids = { organizationId: organization._id, studentId: student.data._id };
  readModel.revalidate(studentExamsCopy(ids.organizationId, ids.studentId, held), asOf.getTime(), (answer) =>
    comparePrediction(ids, tree, answer.tree),
  );
  return {
    stored: { data: { ...held, tree, treeError: null }, fetchedAt: asOf.toISOString(), stale: true, busy: false },
    predicted: true,
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
