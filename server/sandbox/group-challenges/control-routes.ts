import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Sandbox } from '../kernel/sandbox';
import { controlError, readControlJson } from '../control/control-errors';
import {
  ControlFailure,
  controlChallenge,
  controlCloseChallenge,
  controlCompleteUpload,
  controlConfirmGroup,
  controlCopyChallenge,
  controlCreateGroup,
  controlGroup,
  controlHoldBusy,
  controlMoveWindow,
  controlReopenStep,
  controlStep,
  controlUpload,
} from './control-actions';

const objectId = z.string().regex(/^[0-9a-fA-F]{24}$/, 'must be 24 hexadecimal characters');
const createGroupSchema = z.strictObject({
  studentIds: z.array(objectId).min(1),
  name: z.string().min(1).nullable().optional(),
  teacher: z.strictObject({ name: z.string().min(1), email: z.email() }).optional(),
  status: z.enum(['awaiting_payment', 'draft', 'finalized']).optional(),
  gradeGroupId: objectId.optional(),
});
const uploadSchema = z.strictObject({
  studentId: objectId,
  name: z.string().min(1),
  size: z.number().int().min(0).optional(),
  uploading: z.boolean().optional(),
});
const completeSchema = z.strictObject({ size: z.number().int().min(0).optional() });
const windowSchema = z.strictObject({
  windowStart: z.iso.datetime({ offset: true }),
  windowEnd: z.iso.datetime({ offset: true }),
});
const copySchema = z.strictObject({ title: z.string().min(1) });
const busySchema = z.union([
  z.strictObject({ seconds: z.number().finite().min(0) }),
  z.strictObject({ busy: z.boolean() }),
]);

type Handler = (
  sandbox: Sandbox,
  params: Record<string, string>,
  body: unknown,
) => { status?: 200 | 201; data: unknown };

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ControlFailure(400, 'bad_request', issuesOf(result.error));
  return result.data;
}

/** Group-challenge calls of the control plane (server/sandbox/README.md; documented in server/sandbox/README.md). */
export function registerChallengeControlRoutes(app: Hono, getSandbox: () => Sandbox): void {
  const route = (handler: Handler) => async (c: Context) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const sandbox = getSandbox();
    try {
      const result = handler(sandbox, c.req.param(), body.value);
      sandbox.markDirty('challenges');
      return c.json({ data: result.data }, result.status ?? 200);
    } catch (error) {
      if (error instanceof ControlFailure) return controlError(c, error.status, error.code, error.message);
      throw error;
    }
  };
  const base = '/group-challenges/:challengeId';
  const group = `${base}/groups/:groupId`;
  const step = `${group}/steps/:stepId`;
  const at = (s: Sandbox, p: Record<string, string>) => controlChallenge(s, p.challengeId ?? '');
  const groupAt = (s: Sandbox, p: Record<string, string>) => controlGroup(s, at(s, p), p.groupId ?? '');
  const stepAt = (s: Sandbox, p: Record<string, string>) => controlStep(groupAt(s, p), p.stepId ?? '');

  app.get('/group-challenges', (c) => {
    const { challenges, groups } = getSandbox().state.challenges;
    return c.json({
      data: challenges.map((ch) => ({ ...ch, groups: groups.filter((g) => g.challengeId === ch._id) })),
    });
  });
  app.post(
    `${base}/groups`,
    route((s, p, b) => ({ status: 201, data: controlCreateGroup(s, at(s, p), parse(createGroupSchema, b)) })),
  );
  app.post(
    `${group}/confirm`,
    route((s, p) => ({ data: controlConfirmGroup(s, at(s, p), groupAt(s, p)) })),
  );
  app.post(
    `${step}/files`,
    route((s, p, b) => ({ status: 201, data: controlUpload(s, groupAt(s, p), stepAt(s, p), parse(uploadSchema, b)) })),
  );
  app.post(
    `${step}/files/:fileId/complete`,
    route((s, p, b) => ({
      data: controlCompleteUpload(s, groupAt(s, p), stepAt(s, p), p.fileId ?? '', parse(completeSchema, b).size),
    })),
  );
  app.post(
    `${step}/reopen`,
    route((s, p) => ({ data: controlReopenStep(s, groupAt(s, p), stepAt(s, p)) })),
  );
  app.post(
    `${base}/copy`,
    route((s, p, b) => ({ status: 201, data: controlCopyChallenge(s, at(s, p), parse(copySchema, b).title) })),
  );
  app.post(
    `${base}/close`,
    route((s, p) => ({ data: controlCloseChallenge(s, at(s, p)) })),
  );
  app.post(
    `${base}/window`,
    route((s, p, b) => {
      const { windowStart, windowEnd } = parse(windowSchema, b);
      return { data: controlMoveWindow(s, at(s, p), windowStart, windowEnd) };
    }),
  );
  app.post(
    `${group}/busy`,
    route((s, p, b) => ({ data: controlHoldBusy(s, groupAt(s, p), parse(busySchema, b)) })),
  );
}
