import 'server-only';
import { accessNotes } from '@/lib/exams/apply-access';
import { sittingTime } from '@/lib/exams/format-sitting';
import { heldSittingsOf, rulesExamOf } from '@/lib/exams/predict';
import { explainWhy, type WhyExamLabel, type WhyNote, type WhyState, type WhyVerdict } from '@/lib/exams/why';
import type { Exam } from '@/lib/partner-api/schemas/exam';
import type { ActionError } from '@/server/auth/action-result';
import { readTree } from './available-exams';
import { examDirectory } from './exam-directory';
import {
  examStudentFirst,
  loadOrgAccess,
  loadStudentApplications,
  type ExamStudent,
  type OrgAccess,
  type Viewer,
} from './exam-student';
import { loadCategories, loadOpenExams, orgRef, organizationBySlug, type OrgRef } from './queries';
import { loadGradesAndCountries } from '../reference/reference-names';

export interface WhyView {
  organization: OrgRef;
  student: ExamStudent;
  access: OrgAccess;
  /** The exam from the organization's open exams; null when it is not among them. */
  exam: Exam | null;
  /** What names the exam (null parts: no source names them; all null: the exam is not among the open ones). */
  examLabel: WhyExamLabel;
  /** Whether the student's own tree, as the API answers it, holds the exam (null: tree unreadable). */
  inTree: boolean | null;
  treeError: ActionError | null;
  offered: WhyState;
  verdicts: WhyVerdict[];
  /** Facts that are not one of the five rules but decide an application (spec §4.8: signed in once). */
  notes: WhyNote[];
}

/**
 * /exams/{slug}/why?exam=&student=: the five rules of spec §4.5 for one open exam and one student. A
 * coordinator asking for another school's student gets StudentNotFoundError before anything else is read.
 */
export async function loadWhy(user: Viewer, slug: string, examId: string, studentId: string): Promise<WhyView> {
  const organization = await organizationBySlug(slug);
  const orgId = organization._id;
  const first = await examStudentFirst(user, studentId);
  const access = await loadOrgAccess(orgId, studentId);
  const [student, applications, categories, exams, refs, treeRead] = await Promise.all([
    first.student,
    loadStudentApplications(orgId, studentId, access),
    loadCategories(orgId),
    loadOpenExams(orgId),
    loadGradesAndCountries(),
    readTree(orgId, studentId),
  ]);
  const exam = exams.find((e) => e._id === examId) ?? null;
  const directory = await examDirectory(orgId);
  const inTree = treeRead.tree
    ? treeRead.tree.some((c) => c.sessions.some((s) => s.languages.some((l) => l.matchedExam._id === examId)))
    : null;
  const notes: WhyNote[] = accessNotes(access);
  if (!exam) {
    return {
      organization: orgRef(organization),
      student,
      access,
      exam: null,
      examLabel: { category: null, sitting: null, sittingStart: null, language: null },
      inTree,
      treeError: treeRead.treeError,
      offered: 'fails',
      verdicts: [{ rule: 'open', number: 1, state: 'fails', reason: { code: 'notOpenOrMissing' } }],
      notes,
    };
  }
  const category = categories.find((c) => c._id === exam.category) ?? null;
  const sitting = exam.session ? directory.sittings[exam.session] : undefined;
  const language = exam.language ? directory.languages[exam.language] : undefined;

  const result = explainWhy({
    exam: rulesExamOf(exam),
    listedAsOpen: true,
    category: category ? { _id: category._id, name: category.name, isActive: category.isActive ?? false } : null,
    session: sitting ? { _id: sitting._id, date: sitting.date } : null,
    languageName: language?.name ?? null,
    student: { grade: student.grade, country: student.country },
    gradeNames: new Map(refs.grades.map((g) => [g._id, g.name])),
    countryNames: new Map(refs.countries.map((c) => [c._id, c.name])),
    applications: applications.known ? { known: true, list: heldSittingsOf(applications.list) } : applications,
    now: new Date(),
  });
  const examLabel: WhyExamLabel = {
    category: category?.name ?? null,
    sitting: sitting?.sessionName ?? null,
    sittingStart: sitting ? { date: sitting.date, zone: sittingTime(sitting).zone } : null,
    language: language?.name ?? null,
  };
  return {
    organization: orgRef(organization),
    student,
    access,
    exam,
    examLabel,
    inTree,
    treeError: treeRead.treeError,
    ...result,
    notes,
  };
}
