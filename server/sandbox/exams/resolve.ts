import type { Sandbox } from '../kernel/sandbox';
import { findStudent } from '../students/lookups';
import type { StoredApplication } from './exams-state';
import { findPayment } from './payments';
import { findExam } from './queries';
import { applicationView, examView, paymentView, type ApplicationView, type ExamView, type PaymentView } from './views';

/** Spec §2 "StudentRef": the organization's own id, the registered id as `mainId`, and the names. */
export interface StudentRef {
  _id: string;
  mainId: string;
  firstName: string;
  lastName?: string;
}

export type ResolvedApplication = Omit<ApplicationView, 'exam' | 'user' | 'payment'> & {
  exam: ExamView | null;
  user: StudentRef;
  payment?: PaymentView | null;
};

export function studentRef(sandbox: Sandbox, application: StoredApplication): StudentRef {
  const student = findStudent(sandbox, application.studentId);
  return {
    _id: application.user,
    mainId: application.studentId,
    firstName: student?.firstName ?? '',
    lastName: student?.lastName,
  };
}

/** The payment resolved: absent when none is set, null when the reference no longer resolves (spec §2). */
function resolvedPayment(sandbox: Sandbox, application: StoredApplication): { payment?: PaymentView | null } {
  if (application.payment === undefined) return {};
  const payment = findPayment(sandbox, application.payment);
  return { payment: payment ? paymentView(payment) : null };
}

/** Resolved form of spec §2 "Application": exam (null if gone; its references stay ids), user, payment. */
export function resolveApplication(sandbox: Sandbox, application: StoredApplication): ResolvedApplication {
  const exam = findExam(sandbox.state.exams, application.organizationId, application.exam);
  const { payment: _payment, ...stored } = applicationView(application);
  return {
    ...stored,
    exam: exam ? examView(exam) : null,
    user: studentRef(sandbox, application),
    ...resolvedPayment(sandbox, application),
  };
}

/** listExamApplications' form (spec §4.6): `exam` stays the id asked, user a StudentRef, payment resolved. */
export function examApplicationView(sandbox: Sandbox, application: StoredApplication) {
  const { payment: _payment, ...stored } = applicationView(application);
  return { ...stored, user: studentRef(sandbox, application), ...resolvedPayment(sandbox, application) };
}
