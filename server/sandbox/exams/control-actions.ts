import type { Sandbox } from '../kernel/sandbox';
import { conflict, notFound } from '../kernel/errors';
import type { StoredApplication, StoredPayment } from './exams-state';
import { markPaid } from './payments';

/**
 * What students do on the real platform, for the control plane (server/sandbox/README.md): start and hand in an exam
 * or its simulation, and pay. Each answers the changed record; repeating one changes nothing.
 */

function requireApplication(sandbox: Sandbox, applicationId: string): StoredApplication {
  const application = sandbox.state.exams.applications.find((a) => a._id === applicationId);
  if (!application) throw notFound('Application not found!');
  return application;
}

function touch(
  sandbox: Sandbox,
  application: StoredApplication,
  change: Partial<StoredApplication>,
): StoredApplication {
  Object.assign(application, change, { updatedAt: sandbox.now().toISOString() });
  sandbox.markDirty('exams');
  return application;
}

export function startExam(sandbox: Sandbox, applicationId: string): StoredApplication {
  const application = requireApplication(sandbox, applicationId);
  if (application.participated) return application;
  return touch(sandbox, application, { participated: true, examStart: sandbox.now().toISOString() });
}

export function submitExam(sandbox: Sandbox, applicationId: string): StoredApplication {
  const application = requireApplication(sandbox, applicationId);
  if (application.examSubmitted) return application;
  if (!application.participated) throw conflict('The exam was not started; start it before handing it in.');
  return touch(sandbox, application, { examSubmitted: true, submitDate: sandbox.now().toISOString() });
}

export function startSimulation(sandbox: Sandbox, applicationId: string): StoredApplication {
  const application = requireApplication(sandbox, applicationId);
  if (application.simulationStarted) return application;
  return touch(sandbox, application, { simulationStarted: true, simulationStart: sandbox.now().toISOString() });
}

export function submitSimulation(sandbox: Sandbox, applicationId: string): StoredApplication {
  const application = requireApplication(sandbox, applicationId);
  if (application.simulationSubmitted) return application;
  if (!application.simulationStarted) throw conflict('The simulation was not started; start it before handing it in.');
  return touch(sandbox, application, { simulationSubmitted: true });
}

export function payPayment(sandbox: Sandbox, paymentId: string): StoredPayment {
  const payment = sandbox.state.exams.payments.find((p) => p._id === paymentId);
  if (!payment) throw notFound('Payment not found!');
  if (payment.status === 'canceled') throw conflict('The payment was canceled and cannot be paid.');
  markPaid(sandbox, payment);
  sandbox.markDirty('exams');
  return payment;
}

export function payApplication(sandbox: Sandbox, applicationId: string): StoredPayment {
  const application = requireApplication(sandbox, applicationId);
  if (!application.payment) throw conflict('The application has no payment: its exam is unpriced.');
  return payPayment(sandbox, application.payment);
}

/** What an organizer changes on an exam (the control plane): applications switched off or on. */
export function patchExam(sandbox: Sandbox, examId: string, change: { preventApplication?: boolean }) {
  const exam = sandbox.state.exams.exams.find((e) => e._id === examId);
  if (!exam) throw notFound('Exam not found!');
  Object.assign(exam, change, { updatedAt: sandbox.now().toISOString() });
  sandbox.markDirty('exams');
  return exam;
}

/** What an organizer changes on a category (the control plane): active or not, its order. */
export function patchCategory(sandbox: Sandbox, categoryId: string, change: { isActive?: boolean; order?: number }) {
  const category = sandbox.state.exams.categories.find((c) => c._id === categoryId);
  if (!category) throw notFound('Category not found!');
  Object.assign(category, change, { updatedAt: sandbox.now().toISOString() });
  sandbox.markDirty('exams');
  return category;
}

/**
 * An organizer issues `count` certificates or reports to a student of an organization, titled `<title> 1` to
 * `<title> <count>` and each a minute apart, for one of the organization's exams (the sitting the student's
 * applications there name, else its first exam). The student must be signed in to the organization (409), as
 * its lists need (spec §1.5). Answers how many of that kind the student now has there.
 */
export function issueDocuments(
  sandbox: Sandbox,
  studentId: string,
  organizationId: string,
  change: { kind: 'certificate' | 'report'; count: number; title?: string },
): { kind: 'certificate' | 'report'; issued: number; total: number } {
  const { students } = sandbox.state.students;
  if (!students.some((s) => s._id === studentId)) throw notFound('Student not found!');
  const signedIn = sandbox.state.students.orgCopies.some(
    (c) => c.organizationId === organizationId && c.mainId === studentId,
  );
  if (!signedIn) throw conflict('The student has never signed in to this organization.');
  const state = sandbox.state.exams;
  const exam =
    state.applications.find((a) => a.organizationId === organizationId && a.studentId === studentId)?.exam ??
    state.exams.find((e) => e.organizationId === organizationId)?._id;
  if (!exam) throw notFound('The organization has no exam.');
  const now = sandbox.now().getTime();
  for (let i = 0; i < change.count; i++) {
    state.documents.push({
      _id: sandbox.newId(),
      kind: change.kind,
      organizationId,
      studentId,
      title: `${change.title ?? (change.kind === 'certificate' ? 'Certificate' : 'Report')} ${i + 1}`,
      exam,
      issuedAt: new Date(now - (change.count - i) * 60_000).toISOString(),
    });
  }
  sandbox.markDirty('exams');
  const total = state.documents.filter(
    (d) => d.kind === change.kind && d.organizationId === organizationId && d.studentId === studentId,
  ).length;
  return { kind: change.kind, issued: change.count, total };
}
