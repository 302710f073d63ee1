import { findIndexed } from '../kernel/array-index';
import type { Sandbox } from '../kernel/sandbox';
import type { StoredApplication, StoredExam, StoredPayment } from './exams-state';

/**
 * Payments of spec §2: a free exam (price 0) is `paid` with amount 0 from the start, a priced exam
 * `pending` at its price, an unpriced exam (no `price`) has no payment. This API never moves money:
 * only the control plane marks a payment paid.
 */
export function createPaymentFor(
  sandbox: Sandbox,
  application: StoredApplication,
  exam: StoredExam,
): StoredPayment | undefined {
  if (exam.price === undefined) return undefined;
  const at = sandbox.now().toISOString();
  const payment: StoredPayment = {
    _id: sandbox.newId(),
    organizationId: application.organizationId,
    status: exam.price === 0 ? 'paid' : 'pending',
    amount: exam.price,
    application: application._id,
    exam: exam._id,
    for: application.user,
    createdAt: at,
    updatedAt: at,
  };
  sandbox.state.exams.payments.push(payment);
  return payment;
}

const paymentIdOf = (payment: StoredPayment) => payment._id;

export function findPayment(sandbox: Sandbox, paymentId: string | undefined): StoredPayment | undefined {
  return paymentId === undefined ? undefined : findIndexed(sandbox.state.exams.payments, paymentIdOf, paymentId);
}

/** Paid with an amount above 0: the application cannot be deleted and moves only at the same price. */
export function isPaidAboveZero(payment: StoredPayment | undefined): boolean {
  return payment !== undefined && payment.status === 'paid' && payment.amount > 0;
}

/**
 * After a move to `exam`: a payment paid above 0 stays as it is (same price was checked); any other
 * payment follows the new exam as a new one would (free: paid 0, priced: pending at the price), and
 * an unpriced target drops the reference and cancels the old payment.
 */
export function repriceAfterMove(sandbox: Sandbox, application: StoredApplication, exam: StoredExam): void {
  const payment = findPayment(sandbox, application.payment);
  const at = sandbox.now().toISOString();
  if (payment && isPaidAboveZero(payment)) {
    payment.exam = exam._id;
    payment.updatedAt = at;
    return;
  }
  if (exam.price === undefined) {
    if (payment && payment.status === 'pending') Object.assign(payment, { status: 'canceled', updatedAt: at });
    delete application.payment;
    return;
  }
  if (!payment) {
    application.payment = createPaymentFor(sandbox, application, exam)?._id;
    return;
  }
  Object.assign(payment, {
    exam: exam._id,
    amount: exam.price,
    status: exam.price === 0 ? 'paid' : 'pending',
    updatedAt: at,
  });
}

/** The control plane's "the student paid": pending becomes paid at its amount. */
export function markPaid(sandbox: Sandbox, payment: StoredPayment): StoredPayment {
  if (payment.status !== 'paid') Object.assign(payment, { status: 'paid', updatedAt: sandbox.now().toISOString() });
  return payment;
}
