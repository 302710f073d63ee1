import { z } from 'zod';
import type { Hono } from 'hono';
import type { SandboxRuntime } from '../kernel/create-sandbox';
import { roleSchema } from '../kernel/accounts';
import {
  addFault,
  deprecationInputSchema,
  faultInputSchema,
  releaseHeldAnswers,
  releaseInputSchema,
} from '../kernel/faults';
import { controlError, readControlJson } from './control-errors';

const clockSchema = z.union([
  z.strictObject({ advanceSeconds: z.number().finite().min(0) }),
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
]);

const accountPatchSchema = z.strictObject({ roles: z.array(roleSchema).optional(), isActive: z.boolean().optional() });

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

const publicAccount = (a: ReturnType<SandboxRuntime['accounts']>[number]) => ({
  _id: a._id,
  apiKey: a.apiKey,
  companyName: a.companyName,
  scopes: a.scopes,
  roles: a.roles,
  isActive: a.isActive,
});

/** The generic control plane of server/sandbox/README.md: reset, clock, outbox, accounts, faults, deprecations. */
export function registerKernelControlRoutes(app: Hono, getSandbox: () => SandboxRuntime): void {
  app.post('/reset', (c) => {
    const sandbox = getSandbox();
    sandbox.reset();
    return c.json({ reset: true, now: sandbox.now().toISOString() });
  });

  app.get('/clock', (c) => c.json({ now: getSandbox().now().toISOString() }));

  app.post('/clock', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = clockSchema.safeParse(body.value);
    if (!parsed.success)
      return controlError(
        c,
        400,
        'bad_request',
        'Send { "advanceSeconds": n } with n >= 0, or { "now": "<ISO 8601 date-time>" }.',
      );
    const sandbox = getSandbox();
    try {
      if ('advanceSeconds' in parsed.data) sandbox.advanceClock(parsed.data.advanceSeconds);
      else sandbox.setClock(new Date(parsed.data.now));
    } catch (error) {
      return controlError(c, 400, 'bad_request', (error as Error).message);
    }
    return c.json({ now: sandbox.now().toISOString() });
  });

  app.get('/emails', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const outbox = getSandbox().kernel.outbox;
    return c.json({ data: to ? outbox.filter((e) => e.to.toLowerCase() === to) : outbox });
  });

  app.get('/accounts', (c) => c.json({ data: getSandbox().accounts().map(publicAccount) }));

  app.patch('/accounts/:apiKey', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = accountPatchSchema.safeParse(body.value);
    if (!parsed.success) return controlError(c, 400, 'bad_request', issuesOf(parsed.error));
    const sandbox = getSandbox();
    const apiKey = c.req.param('apiKey');
    const patch = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    if (!sandbox.patchAccount(apiKey, patch)) return controlError(c, 404, 'not_found', 'Account not found!');
    const account = sandbox.accounts().find((a) => a.apiKey === apiKey)!;
    return c.json({ data: publicAccount(account) });
  });

  app.get('/faults', (c) => c.json({ data: getSandbox().kernel.faults }));

  app.post('/faults', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = faultInputSchema.safeParse(body.value);
    if (!parsed.success) return controlError(c, 400, 'bad_request', issuesOf(parsed.error));
    const sandbox = getSandbox();
    const fault = addFault(sandbox.kernel, parsed.data);
    sandbox.markDirty('kernel');
    return c.json({ data: fault }, 201);
  });

  app.post('/faults/release', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = releaseInputSchema.safeParse(body.value ?? {});
    if (!parsed.success) return controlError(c, 400, 'bad_request', issuesOf(parsed.error));
    return c.json({ data: { released: releaseHeldAnswers(getSandbox().kernel, parsed.data.operation) } });
  });

  app.delete('/faults', (c) => {
    const sandbox = getSandbox();
    const cleared = sandbox.kernel.faults.length;
    sandbox.kernel.faults = [];
    sandbox.markDirty('kernel');
    return c.json({ data: { cleared } });
  });

  app.get('/deprecations', (c) => c.json({ data: getSandbox().kernel.deprecations ?? {} }));

  app.post('/deprecations', async (c) => {
    const body = await readControlJson(c);
    if (!body.ok) return body.response;
    const parsed = deprecationInputSchema.safeParse(body.value);
    if (!parsed.success) return controlError(c, 400, 'bad_request', issuesOf(parsed.error));
    const sandbox = getSandbox();
    const { operation, sunset } = parsed.data;
    const deprecation = parsed.data.deprecation ?? `@${Math.floor(sandbox.now().getTime() / 1000)}`;
    sandbox.kernel.deprecations = { ...sandbox.kernel.deprecations, [operation]: { deprecation, sunset } };
    sandbox.markDirty('kernel');
    return c.json({ data: { operation, deprecation, sunset } }, 201);
  });

  app.delete('/deprecations', (c) => {
    const sandbox = getSandbox();
    const cleared = Object.keys(sandbox.kernel.deprecations ?? {}).length;
    delete sandbox.kernel.deprecations;
    sandbox.markDirty('kernel');
    return c.json({ data: { cleared } });
  });
}
