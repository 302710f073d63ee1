import 'server-only';
import { moveTargets } from '@/lib/applications/eligibility';
import { evaluateExamRules } from '@/lib/partner-api/exam-rules';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import type { Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import { partner } from '@/server/partner';
import { readTree } from './available-exams';
import { examDirectory, type ExamDirectory } from './exam-directory';
import { loadExamStudent, loadStudentApplications, type ExamStudent } from './exam-student';
import { loadCategories, loadOpenExams, orgRef, organizationBySlug, type OrgRef } from './exams';
import { loadGradesAndCountries, type NamedRef } from './reference-names';

export interface ApplicationDetail {
  organization: OrgRef;
  application: ResolvedApplication;
  /** The student's core record (by StudentRef.mainId); null when the application does not name it. */
  student: ExamStudent | null;
  categories: ExamCategory[];
  directory: ExamDirectory;
  grades: NamedRef[];
  countries: NamedRef[];
  /** Exams the application may move to by the rules of spec §4.5 and the payment rule of §2. */
  moveOptions: Exam[];
  /** Why the options could not be worked out, when so. */
  moveOptionsNote: string | null;
}

/** /applications/{slug}/{applicationId}. */
export async function loadApplicationDetail(slug: string, applicationId: string): Promise<ApplicationDetail> {
  const organization = await organizationBySlug(slug);
  const orgId = organization._id;
  const [{ data: application }, categories, refs] = await Promise.all([
    partner.getApplication({ organizationId: orgId }, applicationId),
    loadCategories(orgId),
    loadGradesAndCountries(),
  ]);
  const studentId = application.user.mainId ?? null;
  let moveOptions: Exam[] = [];
  let moveOptionsNote: string | null = null;
  let student: ExamStudent | null = null;
  if (!studentId) {
    moveOptionsNote = 'The application does not name the student’s registered id, so the exams open to them cannot be worked out.';
  } else {
    const [core, applications, exams] = await Promise.all([loadExamStudent(studentId), loadStudentApplications(orgId, studentId), loadOpenExams(orgId), readTree(orgId, studentId)]);
    student = core;
    const others = applications.known
      ? applications.list.filter((a) => a._id !== application._id).flatMap((a) => (a.exam?.session && a.exam.category ? [{ _id: a._id, session: a.exam.session, category: a.exam.category }] : []))
      : [];
    if (!applications.known) moveOptionsNote = applications.reason;
    const directory = examDirectory(orgId);
    const now = new Date();
    const allowed = exams.filter((exam) => {
      const category = categories.find((c) => c._id === exam.category);
      const sitting = exam.session ? directory.sittings[exam.session] : undefined;
      return evaluateExamRules({
        exam: { _id: exam._id, session: exam.session ?? '', category: exam.category ?? '', language: exam.language ?? null, grades: exam.grades ?? [], countries: exam.countries ?? [], preventApplication: exam.preventApplication },
        // listExams lists open exams only: without a known date the sitting counts as still to come.
        session: exam.session ? { _id: exam.session, date: sitting?.date ?? '9999-12-31T00:00:00.000Z' } : null,
        category: category ? { _id: category._id, isActive: category.isActive ?? false } : null,
        languageExists: Boolean(exam.language),
        student: { grade: core.grade?._id ?? null, country: core.country?._id ?? null },
        applications: others,
        now,
      }).offered;
    });
    const examId = application.exam?._id ?? null;
    moveOptions = moveTargets({ ...application, examId }, allowed.map((e) => ({ ...e, examId: e._id }))).map(({ examId: _, ...e }) => e);
  }
  return { organization: orgRef(organization), application, student, categories, directory: examDirectory(orgId), ...refs, moveOptions, moveOptionsNote };
}
