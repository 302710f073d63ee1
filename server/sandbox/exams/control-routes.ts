import type { Context, Hono } from 'hono';
import type { Sandbox } from '../kernel/sandbox';
import { SandboxError } from '../kernel/errors';
import { controlError } from '../control/control-errors';
import {
  payApplication,
  payPayment,
  startExam,
  startSimulation,
  submitExam,
  submitSimulation,
} from './control-actions';
import { applicationView, paymentView } from './views';

/** Runs one control action; its 404 and 409 answer with the spec's error body. */
function answer(c: Context, act: () => unknown) {
  try {
    return c.json({ data: act() });
  } catch (error) {
    if (error instanceof SandboxError && (error.status === 404 || error.status === 409)) {
      return controlError(c, error.status, error.code, error.message);
    }
    throw error;
  }
}

/**
 * The exams part of the control plane (server/sandbox/README.md): what a student does on the real platform.
 * `POST /__sandbox/applications/:applicationId/{start,submit,simulation/start,simulation/submit}`
 * answer the application; `POST /__sandbox/payments/:paymentId/pay` and
 * `POST /__sandbox/applications/:applicationId/pay` answer the payment.
 */
export function registerExamControlRoutes(app: Hono, getSandbox: () => Sandbox): void {
  const flags = {
    start: startExam,
    submit: submitExam,
    'simulation/start': startSimulation,
    'simulation/submit': submitSimulation,
  };
  for (const [path, action] of Object.entries(flags)) {
    app.post(`/applications/:applicationId/${path}`, (c) =>
      answer(c, () => applicationView(action(getSandbox(), c.req.param('applicationId')))),
    );
  }
  app.post('/applications/:applicationId/pay', (c) =>
    answer(c, () => paymentView(payApplication(getSandbox(), c.req.param('applicationId')))),
  );
  app.post('/payments/:paymentId/pay', (c) =>
    answer(c, () => paymentView(payPayment(getSandbox(), c.req.param('paymentId')))),
  );
}
