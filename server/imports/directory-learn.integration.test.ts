import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { directoryStudents } from '@/server/db/schema';
import { mySchool, scopeUsers, startScopeFixture, type ScopeFixture } from '@/test/support/directory/scope-fixture';
import { partner } from '@/server/partner';
import { systemClock } from '@/server/partner/clock';
import { getJob } from './job-store';
import { readJobRowOutcomes } from './job-rows';
import { createImportRunner } from './runner';
import { jobInput, partInput } from '@/test/support/imports/import-action-inputs';

/**
 * A coordinator's import, made through the real actions and run by the real runner against a standalone
 * sandbox: once its rows are registered, the directory holds the new students (so the coordinator's lists
 * and scope checks see them) and no getStudent was called for them.
 */
process.env.SANDBOX_IMPORT_DELAY_MS = '100';

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

let fixture: ScopeFixture;
beforeAll(async () => {
  fixture = await startScopeFixture();
});
afterAll(async () => fixture?.stop());

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${fixture.baseUrl.replace(/\/v1$/, '')}/__sandbox${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.json() as Promise<{ data: { operation?: string; remaining: number | null }[] }>);

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('directory write-through for imports', () => {
  it('the registered students enter the directory from the runner’s own reads, with no getStudent per row', async () => {
    const { createImportJobAction, addImportRowsAction, startImportJobAction } =
      await import('@/server/imports/actions');
    const { studentIdsInScope } = await import('@/server/access/student-access');
    const db = await getDb();
    session.user = scopeUsers.coordinator;
    const created = await createImportJobAction(jobInput(30));
    if (!created.ok) throw new Error(created.error.message);
    const { jobId } = created.data;
    expect(
      await addImportRowsAction(
        partInput(jobId, 0, 0, 30, `learn${Date.now().toString(36)}`, fixture.mine.country!._id),
      ),
    ).toMatchObject({ ok: true });
    expect(await startImportJobAction({ jobId })).toMatchObject({ ok: true });

    // Every getStudent from now on would hit this fault and use up one of its count.
    await control('POST', '/faults', { operation: 'getStudent', status: 500, count: 100_000 });
    const runner = createImportRunner({
      db,
      api: partner,
      clock: systemClock,
      owner: 'learn-test',
      leaseMs: 5_000,
      pollMs: 100,
      idleMs: 100,
    });
    runner.start();
    try {
      await until(async () => (await getJob(db, jobId))?.status === 'succeeded');
    } finally {
      await runner.stop();
    }

    const outcomes = await readJobRowOutcomes(db, jobId);
    const ids = outcomes.map((o) => o.result?.studentId ?? '');
    expect(ids.filter((id) => /^[0-9a-f]{24}$/.test(id))).toHaveLength(30);
    const rows = await db.select().from(directoryStudents).where(inArray(directoryStudents.id, ids));
    expect(rows).toHaveLength(30);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const outcome of outcomes) {
      expect(byId.get(outcome.result!.studentId!)).toMatchObject({
        email: outcome.email,
        username: outcome.result!.username,
        schoolName: mySchool,
        cityName: 'Tbilisi',
      });
    }
    // The coordinator's lists and checks place the new students at once (they read the directory).
    expect(await studentIdsInScope(scopeUsers.coordinator, ids)).toEqual(new Set(ids));
    const faults = await control('GET', '/faults');
    expect(faults.data.find((f) => f.operation === 'getStudent')?.remaining).toBe(100_000);
  });
});
