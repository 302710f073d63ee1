import type { Sandbox } from '../kernel/sandbox';

/**
 * Removes make-up sitting applications whose `removeAfter` has come (spec §2, §8), on the sandbox
 * clock. Their pending payments are canceled; the kernel runs this before each request.
 */
export function expireMakeUpApplications(sandbox: Sandbox): void {
  const state = sandbox.state.exams;
  const now = sandbox.now().getTime();
  const expired = state.applications.filter((a) => a.removeAfter !== undefined && Date.parse(a.removeAfter) <= now);
  if (expired.length === 0) return;
  const at = sandbox.now().toISOString();
  for (const application of expired) {
    const payment = state.payments.find((p) => p._id === application.payment);
    if (payment?.status === 'pending') Object.assign(payment, { status: 'canceled', updatedAt: at });
  }
  const gone = new Set(expired.map((a) => a._id));
  state.applications = state.applications.filter((a) => !gone.has(a._id));
  sandbox.markDirty('exams');
}
