import { evaluateExamRules, type ExamRuleVerdict } from '@/lib/partner-api/exam-rules';
import type { Sandbox } from '../kernel/sandbox';
import { badRequest, conflict, notFound, SandboxError } from '../kernel/errors';
import type { OrgStudentCopy, StoredStudent } from '../students/students-state';
import type { StoredApplication, StoredExam } from './exams-state';
import { createPaymentFor, findPayment, isPaidAboveZero, repriceAfterMove } from './payments';
import { findExam, findSession, heldSittings, rulesInput, studentApplications } from './queries';

/** Make-up sitting applications are removed this long after they were made (spec §2, §8). */
export const makeUpLifetimeMs = 6 * 60 * 60 * 1000;

export const noGradeMessage =
  'Student has no grade set, so no exam can be picked for them. Set a grade with PUT /v1/student/{studentId}.';

export function requireGrade(student: StoredStudent): void {
  if (!student.grade) throw badRequest(noGradeMessage);
}

export function requireExam(sandbox: Sandbox, organizationId: string, examId: string): StoredExam {
  const exam = findExam(sandbox.state.exams, organizationId, examId);
  if (!exam) throw notFound('Exam not found!');
  return exam;
}

/**
 * Refuses an exam that is not in the student's tree (spec §4.5, §4.8). Rule 5 (already holding an
 * application for the category on the sitting) is a 409 conflict; rules 1 to 4 are a 400 naming the rule.
 */
function refuseUnlessOffered(
  sandbox: Sandbox,
  exam: StoredExam,
  student: StoredStudent,
  exceptApplicationId?: string,
): void {
  const state = sandbox.state.exams;
  const held = heldSittings(state, studentApplications(state, exam.organizationId, student._id), exceptApplicationId);
  const failure = evaluateExamRules(rulesInput(state, exam, student, held, sandbox.now())).firstFailure;
  if (failure) throw notOffered(failure);
}

function notOffered(failure: ExamRuleVerdict): SandboxError {
  const message = `examId is not offered to this student (rule ${failure.number} of the available exams): ${failure.reason}`;
  const details = { rule: failure.rule };
  return failure.rule === 'sitting' ? conflict(message, details) : badRequest(message, details);
}

function removeAfterFor(sandbox: Sandbox, exam: StoredExam, from: Date): string | undefined {
  const session = findSession(sandbox.state.exams, exam.organizationId, exam.session);
  return session?.relatedSession ? new Date(from.getTime() + makeUpLifetimeMs).toISOString() : undefined;
}

/** A short reference code: 8 characters without look-alikes, from the sandbox's seeded random source. */
export function newUuid(sandbox: Sandbox): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i += 1) code += alphabet[Math.floor(sandbox.random() * alphabet.length)] ?? 'A';
  return code;
}

export interface CreateOutcome {
  application: StoredApplication;
  created: boolean;
}

/**
 * createApplication after the body, the student (404), the grade (400) and the sign-in (409) checks:
 * the same student and exam again answers the existing application; otherwise the five rules decide.
 */
export function applyToExam(
  sandbox: Sandbox,
  student: StoredStudent,
  copy: OrgStudentCopy,
  exam: StoredExam,
): CreateOutcome {
  const state = sandbox.state.exams;
  const existing = studentApplications(state, exam.organizationId, student._id).find((a) => a.exam === exam._id);
  if (existing) return { application: existing, created: false };
  refuseUnlessOffered(sandbox, exam, student);
  return { application: recordApplication(sandbox, student, copy, exam), created: true };
}

/** Writes a new application with its payment (spec §2); the caller has checked that the exam is offered. */
export function recordApplication(
  sandbox: Sandbox,
  student: StoredStudent,
  copy: OrgStudentCopy,
  exam: StoredExam,
): StoredApplication {
  const now = sandbox.now();
  const at = now.toISOString();
  const application: StoredApplication = {
    _id: sandbox.newId(),
    organizationId: exam.organizationId,
    studentId: student._id,
    exam: exam._id,
    user: copy._id,
    partners: [],
    participated: false,
    examSubmitted: false,
    simulationStarted: false,
    simulationSubmitted: false,
    uuid: newUuid(sandbox),
    createdAt: at,
    updatedAt: at,
  };
  const removeAfter = removeAfterFor(sandbox, exam, now);
  if (removeAfter) application.removeAfter = removeAfter;
  const payment = createPaymentFor(sandbox, application, exam);
  if (payment) application.payment = payment._id;
  sandbox.state.exams.applications.push(application);
  sandbox.markDirty('exams');
  return application;
}

/**
 * moveApplication (spec §4.8): refused once started or handed in (409); the target must be open and
 * offered to the student (the moved application itself does not count for rule 5); a payment paid
 * above 0 moves only to an exam of the same price (409); an unpaid one takes the new exam's price.
 */
export function moveToExam(
  sandbox: Sandbox,
  application: StoredApplication,
  student: StoredStudent,
  examId: string,
): StoredApplication {
  if (application.participated || application.examSubmitted) {
    throw conflict('The exam was started or handed in; the application cannot be moved.');
  }
  const target = requireExam(sandbox, application.organizationId, examId);
  if (target._id === application.exam) return application;
  requireGrade(student);
  refuseUnlessOffered(sandbox, target, student, application._id);
  const payment = findPayment(sandbox, application.payment);
  if (isPaidAboveZero(payment) && target.price !== payment?.amount) {
    throw conflict('The application is paid; it can move only to an exam of the same price.');
  }

  const now = sandbox.now();
  application.exam = target._id;
  repriceAfterMove(sandbox, application, target);
  const removeAfter = removeAfterFor(sandbox, target, now);
  // A move within make-up sittings keeps the original deadline; a move into one starts it now.
  if (removeAfter) application.removeAfter ??= removeAfter;
  else delete application.removeAfter;
  application.updatedAt = now.toISOString();
  sandbox.markDirty('exams');
  return application;
}

/** deleteApplication (spec §4.6): only a payment paid above 0 blocks (409); a pending payment is canceled. */
export function withdrawApplication(sandbox: Sandbox, application: StoredApplication): StoredApplication {
  const payment = findPayment(sandbox, application.payment);
  if (isPaidAboveZero(payment))
    throw conflict('The application is paid and cannot be deleted; deleting never refunds.');
  if (payment && payment.status === 'pending')
    Object.assign(payment, { status: 'canceled', updatedAt: sandbox.now().toISOString() });
  const state = sandbox.state.exams;
  state.applications = state.applications.filter((a) => a._id !== application._id);
  sandbox.markDirty('exams');
  return application;
}
