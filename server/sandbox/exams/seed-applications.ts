import type { Sandbox } from '../kernel/sandbox';
import { SandboxError } from '../kernel/errors';
import { organizationBySlug } from '../reference/reference-state';
import type { OrgStudentCopy, StoredStudent } from '../students/students-state';
import { applyToExam, newUuid } from './applications';
import type { StoredApplication, StoredExam } from './exams-state';
import { createPaymentFor, markPaid } from './payments';
import { buildAvailableTree } from './tree';

type ExamKey = [category: string, sessionName: string, languageCode: string];

function examByNames(
  sandbox: Sandbox,
  organizationId: string,
  [category, sessionName, code]: ExamKey,
): StoredExam | undefined {
  const state = sandbox.state.exams;
  return state.exams.find(
    (e) =>
      e.organizationId === organizationId &&
      state.categories.some((c) => c._id === e.category && c.name === category) &&
      state.sessions.some((s) => s._id === e.session && s.sessionName === sessionName) &&
      state.languages.some((l) => l._id === e.language && l.code === code),
  );
}

/** Applies through the same rules as the API; a student the rules refuse simply gets no application. */
function tryApply(sandbox: Sandbox, student: StoredStudent, copy: OrgStudentCopy, exam: StoredExam | undefined) {
  if (!exam || !student.grade) return undefined;
  try {
    return applyToExam(sandbox, student, copy, exam).application;
  } catch (error) {
    if (error instanceof SandboxError) return undefined;
    throw error;
  }
}

/** A finished application on a past sitting (started and handed in), with a certificate and a report. */
function seedPastResult(sandbox: Sandbox, student: StoredStudent, copy: OrgStudentCopy, exam: StoredExam): void {
  const state = sandbox.state.exams;
  const session = state.sessions.find((s) => s._id === exam.session);
  if (!session || !student.grade || !exam.grades.includes(student.grade)) return;
  const sat = new Date(session.date);
  const created = new Date(sat.getTime() - 10 * 24 * 3600 * 1000).toISOString();
  const application: StoredApplication = {
    _id: sandbox.newId(),
    organizationId: exam.organizationId,
    studentId: student._id,
    exam: exam._id,
    user: copy._id,
    partners: [],
    participated: true,
    examStart: sat.toISOString(),
    examSubmitted: true,
    submitDate: new Date(sat.getTime() + 80 * 60 * 1000).toISOString(),
    simulationStarted: false,
    simulationSubmitted: false,
    uuid: newUuid(sandbox),
    createdAt: created,
    updatedAt: sat.toISOString(),
  };
  const payment = createPaymentFor(sandbox, application, exam);
  if (payment) {
    application.payment = payment._id;
    markPaid(sandbox, payment);
  }
  state.applications.push(application);
  const issuedAt = new Date(sat.getTime() + 14 * 24 * 3600 * 1000).toISOString();
  const base = { organizationId: exam.organizationId, studentId: student._id, exam: exam._id, issuedAt };
  state.documents.push({
    _id: sandbox.newId(),
    kind: 'certificate',
    title: `${session.sessionName}: certificate of participation`,
    ...base,
  });
  state.documents.push({
    _id: sandbox.newId(),
    kind: 'report',
    title: `${session.sessionName}: results report`,
    ...base,
  });
}

function copiesWithStudents(sandbox: Sandbox, organizationId: string): Array<[StoredStudent, OrgStudentCopy]> {
  const pairs: Array<[StoredStudent, OrgStudentCopy]> = [];
  for (const copy of sandbox.state.students.orgCopies) {
    if (copy.organizationId !== organizationId) continue;
    const student = sandbox.state.students.students.find((s) => s._id === copy.mainId);
    if (student?.grade) pairs.push([student, copy]);
  }
  return pairs;
}

const stemPlan: ExamKey[] = [
  ['Mathematics', 'Autumn round', 'en'],
  ['Science', 'Autumn round', 'ka'],
  ['Science', 'Autumn round', 'en'],
  ['Robotics', 'Autumn round', 'en'],
];

/**
 * Applications of students already signed in to an organization (the students seed made their copies).
 * With no copies, none are made. In `stem`: the first twelve in grades 5 to 9 get an Autumn-round
 * application (free, pending, paid or unpriced in turn), the first four a finished Summer-round exam
 * with a certificate and a report, and the sixth a make-up application (removed after 6 hours).
 */
export function seedApplications(sandbox: Sandbox): void {
  const stemId = organizationBySlug(sandbox.state.reference, 'stem')._id;
  const middleGrades = new Set(
    sandbox.state.reference.grades.filter((g) => ['5', '6', '7', '8', '9'].includes(g.name)).map((g) => g._id),
  );
  copiesWithStudents(sandbox, stemId)
    .filter(([student]) => student.grade !== undefined && middleGrades.has(student.grade))
    .slice(0, 12)
    .forEach(([student, copy], index) => {
      const key = stemPlan[index % stemPlan.length];
      const application = key ? tryApply(sandbox, student, copy, examByNames(sandbox, stemId, key)) : undefined;
      const payment = sandbox.state.exams.payments.find((p) => p._id === application?.payment);
      if (index % 4 === 2 && payment) markPaid(sandbox, payment);
      if (index < 4) {
        const past = examByNames(sandbox, stemId, ['Mathematics', 'Summer round', 'en']);
        if (past) seedPastResult(sandbox, student, copy, past);
      }
      if (index === 5)
        tryApply(sandbox, student, copy, examByNames(sandbox, stemId, ['Mathematics', 'Autumn round (make-up)', 'en']));
    });

  for (const organization of sandbox.state.reference.organizations) {
    if (organization._id === stemId) continue;
    for (const [student, copy] of copiesWithStudents(sandbox, organization._id).slice(0, 3)) {
      const first = buildAvailableTree(sandbox.state.exams, organization._id, student, sandbox.now())[0]?.sessions[0]
        ?.languages[0];
      const exam = first ? sandbox.state.exams.exams.find((e) => e._id === first.matchedExam._id) : undefined;
      tryApply(sandbox, student, copy, exam);
    }
  }
}
