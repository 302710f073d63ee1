import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Sandbox } from '../kernel/sandbox';
import { SandboxError } from '../kernel/errors';
import { controlError, readControlJson } from '../control/control-errors';
import {
  issueDocuments,
  patchCategory,
  patchExam,
  payApplication,
  payPayment,
  startExam,
  startSimulation,
  submitExam,
  submitSimulation,
} from './control-actions';
import { applicationView, categoryView, examView, paymentView } from './views';

const examPatchSchema = z.strictObject({ preventApplication: z.boolean().optional() });
const documentsSchema = z.strictObject({
  organization: z.string().min(1),
  kind: z.enum(['certificate', 'report']),
  count: z.number().int().min(1).max(1000),
  title: z.string().min(1).max(200).optional(),
});
const categoryPatchSchema = z.strictObject({
  isActive: z.boolean().optional(),
  order: z.number().finite().optional(),
});

/** Reads and checks a control body, then runs the action with it (400 for a body the schema refuses). */
async function withBody<T extends object>(c: Context, schema: z.ZodType<T>, act: (body: T) => unknown) {
  const body = await readControlJson(c);
  if (!body.ok) return body.response;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return controlError(c, 400, 'bad_request', parsed.error.issues.map((i) => i.message).join('; '));
  const change = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as T;
  return answer(c, () => act(change));
}

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
 * `POST /__sandbox/applications/:applicationId/pay` answer the payment. What an organizer changes:
 * `PATCH /__sandbox/exams/:examId` `{ preventApplication }` and `PATCH /__sandbox/exam-categories/:categoryId`
 * `{ isActive?, order? }` answer the changed record; `POST /__sandbox/students/:studentId/documents`
 * `{ organization, kind, count, title? }` issues certificates or reports (answers the student's total of that kind).
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
  app.patch('/exams/:examId', (c) =>
    withBody(c, examPatchSchema, (change) => examView(patchExam(getSandbox(), c.req.param('examId'), change))),
  );
  app.post('/students/:studentId/documents', (c) =>
    withBody(c, documentsSchema, ({ organization, ...change }) => {
      const sandbox = getSandbox();
      const found = sandbox.state.reference.organizations.find((o) => o.slug === organization);
      if (!found) throw new SandboxError(404, 'not_found', `Organization not found! There is no "${organization}"`);
      return issueDocuments(sandbox, c.req.param('studentId'), found._id, change);
    }),
  );
  app.patch('/exam-categories/:categoryId', (c) =>
    withBody(c, categoryPatchSchema, (change) =>
      categoryView(patchCategory(getSandbox(), c.req.param('categoryId'), change)),
    ),
  );
}
