import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { DbHandle } from '@/server/db/client';
import { directoryStudents } from '@/server/db/schema';
import { testDatabases } from '@/server/db/testing/test-databases';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { startStandalone } from '@/server/sandbox/standalone';
import { directorySyncStatus } from './status';
import { runDirectorySyncTick, type SyncDeps } from './sync-run';
import { claimSyncLease, releaseSyncLease, requestSync } from './sync-state';
import { addSandboxStudents } from './testing';
import { searchDirectory } from './search';
import { directoryQuerySchema } from '@/lib/directory/search-params';

/** Rows in the directory. */
const rows = async (h: DbHandle) => (await h.db.select({ n: count() }).from(directoryStudents))[0]!.n;

describe.each(testDatabases())('directory sync over 5,000 sandbox students ($name)', (target) => {
  let handle: DbHandle;
  let standalone: Awaited<ReturnType<typeof startStandalone>>;
  const stats = { listStudents: 0, status429: 0 };

  beforeAll(async () => {
    handle = await target.open();
    standalone = await startStandalone({ port: 0 });
    const seeded = standalone.app.sandbox.state.students.students.filter((s) => s.ownerAccountId === standalone.app.sandbox.accounts()[0]!._id).length;
    addSandboxStudents(standalone.app.sandbox, sandboxDemoAccount.apiKey, 5000 - seeded);
  });
  afterAll(async () => {
    standalone?.server.close();
    await target.cleanup();
  });

  function deps(owner: string, extra: Partial<SyncDeps> = {}): SyncDeps {
    const sandbox = standalone.app.sandbox;
    // The client's clock is the sandbox's: a wait for the next rate window moves the sandbox clock instead of sleeping.
    const clock = { now: () => sandbox.now().getTime(), sleep: async (ms: number) => sandbox.advanceClock(Math.ceil(ms / 1000)) };
    const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      if (new URL(String(input)).pathname === '/v1/student') stats.listStudents += 1;
      if (response.status === 429) stats.status429 += 1;
      return response;
    }) as typeof fetch;
    const api = createPartnerApi(createPartnerClient({ baseUrl: standalone.baseUrl, ...sandboxDemoAccount, fetch: counting, clock }));
    return {
      db: handle.db,
      owner,
      intervalMs: 600_000,
      share: async () => 0.5,
      listStudents: (page, share) => api.listStudents({ page, limit: 100 }, { share }),
      ...extra,
    };
  }

  it('stops after some pages and resumes from the stored cursor (a restart), using 50 requests and no 429', async () => {
    expect(await runDirectorySyncTick(deps('instance-a', { maxPages: 12 }))).toBe('stopped');
    const mid = await directorySyncStatus(handle.db);
    expect(mid).toMatchObject({ running: true, page: 12, totalPages: 50, seen: 1200 });

    // Another instance takes over from page 13 (the first released its lease).
    expect(await runDirectorySyncTick(deps('instance-b'))).toBe('completed');
    expect(stats.listStudents).toBeLessThanOrEqual(5000 / 100 + 2);
    expect(stats.status429).toBe(0);
    expect(await rows(handle)).toBe(5000);
    const done = await directorySyncStatus(handle.db);
    expect(done).toMatchObject({ running: false, lastCompletedCount: 5000, rows: 5000, lastError: null });
    expect(done.lastCompletedAt).not.toBeNull();
  }, 180_000);

  it('finds "maria" as María, and is not due again until the interval passes', async () => {
    const page = await searchDirectory(handle.db, null, directoryQuerySchema.parse({ q: 'maria', limit: 100 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((r) => /mar[ií]a/i.test(r.fullName))).toBe(true);
    expect(page.rows.some((r) => r.firstName === 'María')).toBe(true);
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('not-due');
  });

  it('holds the run for the lease holder only', async () => {
    await requestSync(handle.db);
    expect(await claimSyncLease(handle.db, 'someone-else', 60)).not.toBeNull();
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('busy');
    await releaseSyncLease(handle.db, 'someone-else');
  });

  it('removes students no longer listed after a complete run', async () => {
    const sandbox = standalone.app.sandbox;
    const own = sandbox.state.students.students.filter((s) => s.ownerAccountId === sandbox.accounts()[0]!._id);
    const gone = own.slice(-3).map((s) => s._id);
    sandbox.state.students.students = sandbox.state.students.students.filter((s) => !gone.includes(s._id));
    const before = stats.listStudents;
    await requestSync(handle.db);
    expect(await runDirectorySyncTick(deps('instance-a'))).toBe('completed');
    expect(stats.listStudents - before).toBe(50);
    expect(stats.status429).toBe(0);
    expect(await rows(handle)).toBe(4997);
    expect(await directorySyncStatus(handle.db)).toMatchObject({ lastRemoved: 3, lastCompletedCount: 4997 });
  }, 180_000);
});
