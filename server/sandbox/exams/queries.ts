import type { ExamRulesInput } from '@/lib/partner-api/exam-rules';
import type { StoredStudent } from '../students/students-state';
import type {
  ExamsState,
  StoredApplication,
  StoredCategory,
  StoredExam,
  StoredLanguage,
  StoredSession,
} from './exams-state';

/** Lookups over the exams state of one organization. Records of another organization are never found. */

export function findExam(state: ExamsState, organizationId: string, examId: string): StoredExam | undefined {
  return state.exams.find((e) => e._id === examId && e.organizationId === organizationId);
}

export function findSession(state: ExamsState, organizationId: string, sessionId: string): StoredSession | undefined {
  return state.sessions.find((s) => s._id === sessionId && s.organizationId === organizationId);
}

export function findCategory(
  state: ExamsState,
  organizationId: string,
  categoryId: string,
): StoredCategory | undefined {
  return state.categories.find((c) => c._id === categoryId && c.organizationId === organizationId);
}

export function findLanguage(
  state: ExamsState,
  organizationId: string,
  languageId: string,
): StoredLanguage | undefined {
  return state.languages.find((l) => l._id === languageId && l.organizationId === organizationId);
}

export function findApplication(
  state: ExamsState,
  organizationId: string,
  applicationId: string,
): StoredApplication | undefined {
  return state.applications.find((a) => a._id === applicationId && a.organizationId === organizationId);
}

/** The applications a core student holds in one organization. */
export function studentApplications(state: ExamsState, organizationId: string, studentId: string): StoredApplication[] {
  return state.applications.filter((a) => a.organizationId === organizationId && a.studentId === studentId);
}

/** The sitting and category of each application (rule 5 of spec §4.5), optionally leaving one out (a move). */
export function heldSittings(
  state: ExamsState,
  applications: StoredApplication[],
  exceptId?: string,
): ExamRulesInput['applications'] {
  const held: Array<{ _id: string; session: string; category: string }> = [];
  for (const application of applications) {
    if (application._id === exceptId) continue;
    const exam = state.exams.find((e) => e._id === application.exam);
    if (exam) held.push({ _id: application._id, session: exam.session, category: exam.category });
  }
  return held;
}

/** Everything the five rules need for one exam and one student. */
export function rulesInput(
  state: ExamsState,
  exam: StoredExam,
  student: Pick<StoredStudent, 'grade' | 'country'>,
  held: ExamRulesInput['applications'],
  now: Date,
): ExamRulesInput {
  return {
    exam,
    session: findSession(state, exam.organizationId, exam.session) ?? null,
    category: findCategory(state, exam.organizationId, exam.category) ?? null,
    languageExists: findLanguage(state, exam.organizationId, exam.language) !== undefined,
    student: { grade: student.grade, country: student.country },
    applications: held,
    now,
  };
}

/** Exams sorted soonest sitting first, then `_id` (spec §8 "Order"). */
export function sortExamsBySitting(state: ExamsState, exams: StoredExam[]): StoredExam[] {
  const dateOf = (exam: StoredExam) =>
    Date.parse(findSession(state, exam.organizationId, exam.session)?.date ?? '') || Number.MAX_SAFE_INTEGER;
  return [...exams].sort((a, b) => dateOf(a) - dateOf(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
