import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ConsoleUser } from '@/server/auth/roles';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
const audits = vi.hoisted(() => [] as unknown[]);
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => null,
}));
vi.mock('@/server/audit/write-audit', () => ({ queueAudit: (entry: unknown) => void audits.push(entry) }));

const { consoleAction } = await import('./console-action');
const { ActionRefusal } = await import('./action-refusal');
const { StudentNotFoundError } = await import('@/server/access/scope');
const { PartnerApiError } = await import('@/server/partner/partner-api-error');

const admin: ConsoleUser = { id: 'u-a', email: 'admin@example.test', name: 'Admin', role: 'admin', schools: [] };
const schema = z.object({ name: z.string().min(2), rows: z.array(z.object({ email: z.email() })).optional() });
const run = (
  work: (
    audit: (e: { action: string; targetType: string; targetId: string; summary: string }) => void,
  ) => Promise<unknown>,
) => consoleAction({ roles: ['admin'], schema, run: (_input, _user, audit) => work(audit) }, { name: 'Nino' });

describe('consoleAction: one way to answer every action', () => {
  beforeEach(() => {
    session.user = admin;
    audits.length = 0;
  });

  it('writes the queued audit entries, with the user, only when the work succeeds', async () => {
    const entry = { action: 'x.do', targetType: 'x', targetId: '1', summary: 'Did it' };
    expect(await run(async (audit) => (audit(entry), 'done'))).toEqual({ ok: true, data: 'done' });
    expect(audits).toEqual([{ ...entry, user: admin }]);
    audits.length = 0;
    await run(async (audit) => {
      audit(entry);
      throw new ActionRefusal('Not now.', 409);
    });
    expect(audits).toEqual([]);
  });

  it('answers a refusal with its message, status, field errors and details', async () => {
    expect(await run(async () => Promise.reject(new ActionRefusal('Gone.', 404, { details: { rows: [1] } })))).toEqual({
      ok: false,
      error: { message: 'Gone.', status: 404, details: { rows: [1] } },
    });
    expect(
      await run(async () =>
        Promise.reject(new ActionRefusal('That user no longer exists.', 404, { say: { key: 'users.gone' } })),
      ),
    ).toMatchObject({ error: { message: 'That user no longer exists.', say: { key: 'users.gone' } } });
    expect(await run(async () => Promise.reject(ActionRefusal.field('school', 'Choose one of your schools.')))).toEqual(
      {
        ok: false,
        error: { message: 'Check the highlighted fields.', status: 422, say: { key: 'checkFields' } },
        fieldErrors: { school: ['Choose one of your schools.'] },
      },
    );
    expect(await run(async () => Promise.reject(new StudentNotFoundError()))).toMatchObject({
      ok: false,
      error: { status: 404, message: 'Student not found.', say: { key: 'studentNotFound' } },
    });
  });

  it('answers a Partner API error with the request id, and throws anything else on (a fault, not a refusal)', async () => {
    const apiError = new PartnerApiError({
      status: 409,
      code: 'conflict',
      message: 'Taken',
      requestId: 'req-9',
      operationId: 'registerStudent',
    });
    expect(await run(async () => Promise.reject(apiError))).toMatchObject({
      ok: false,
      error: { status: 409, requestId: 'req-9', code: 'conflict' },
    });
    await expect(run(async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
  });

  it('gives every invalid input the same field-error shape, keyed by the path', async () => {
    const answer = await consoleAction(
      { schema, run: async () => 'never' },
      { name: 'x', rows: [{ email: 'ok@example.org' }, { email: 'nope' }] },
    );
    expect(answer).toMatchObject({ ok: false, error: { status: 422, message: 'Check the highlighted fields.' } });
    expect(Object.keys(answer.ok ? {} : (answer.fieldErrors ?? {})).sort()).toEqual(['name', 'rows.1.email']);
  });

  it('refuses a role it does not allow before the work', async () => {
    session.user = { ...admin, role: 'support' };
    const work = vi.fn(async () => 'x');
    expect(await run(work)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(work).not.toHaveBeenCalled();
  });
});
