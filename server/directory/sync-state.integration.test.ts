import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryRowOf } from '@/lib/directory/to-row';
import type { DbHandle } from '@/server/db/client';
import { directorySync } from '@/server/db/schema';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { testDatabases } from '@/test/support/db/test-databases';
import { storedStudent } from '@/test/support/directory/stored-student';
import { deleteDirectoryRow, directorySize, upsertDirectoryRows } from './store';
import {
  claimSyncLease,
  keptSyncState,
  readSyncState,
  releaseSyncLease,
  requestSync,
  saveWithLease,
  SYNC_ID,
} from './sync-state';

/**
 * Page views read the sync's row, and the students pages the directory's size, kept 2 s per process: this process's
 * own writes show at once, another instance's within the 2 s.
 */
describe.each(testDatabases())('the sync state and the directory size as page views read them ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => target.cleanup());

  const statementsOf = async <T>(read: () => Promise<T>): Promise<{ value: T; statements: number }> => {
    const context: RequestContext = { requestId: 'req-sync-kept', method: 'GET', path: '/' };
    const value = await requestStorage.run(context, read);
    return { value, statements: context.dbQueries ?? 0 };
  };

  it('the sync state: read once in 2 s, another instance write seen after them, this process writes at once', async () => {
    const { db } = handle;
    const t0 = Date.now();
    const first = await keptSyncState(db, t0);
    expect(first.id).toBe(SYNC_ID);
    expect(await statementsOf(() => keptSyncState(db, t0 + 1_000))).toEqual({ value: first, statements: 0 });

    // Another instance's write (straight to the table): kept until the 2 s are up.
    const completedAt = new Date('2030-01-02T03:04:05Z');
    await db.update(directorySync).set({ lastCompletedAt: completedAt }).where(eq(directorySync.id, SYNC_ID));
    expect((await keptSyncState(db, t0 + 1_999)).lastCompletedAt).toBeNull();
    const later = await statementsOf(() => keptSyncState(db, t0 + 2_000));
    expect(later.value.lastCompletedAt).toEqual(completedAt);
    expect(later.statements).toBe(1);

    // This process's own writes: each shows in the next read at once.
    const now = t0 + 2_000;
    await requestSync(db);
    expect((await keptSyncState(db, now)).requestedAt).not.toBeNull();
    expect(await claimSyncLease(db, 'this-instance', 60)).not.toBeNull();
    expect((await keptSyncState(db, now)).leaseOwner).toBe('this-instance');
    await saveWithLease(db, 'this-instance', 60, { runId: 'run-1', nextPage: 3 });
    expect(await keptSyncState(db, now)).toMatchObject({ runId: 'run-1', nextPage: 3 });
    await releaseSyncLease(db, 'this-instance', { runId: null, lastCompletedCount: 7 });
    expect(await keptSyncState(db, now)).toMatchObject({ runId: null, leaseOwner: null, lastCompletedCount: 7 });
    expect(await keptSyncState(db, now)).toEqual(await readSyncState(db));
  });

  it('the directory size: read once in 2 s, and the console adding or removing a student shows at once', async () => {
    const { db } = handle;
    const t0 = Date.now();
    expect(await directorySize(db, t0)).toBe(0);
    const row = (id: string) =>
      directoryRowOf(storedStudent(id, 'School of Sizes', t0, ['stem']), new Date(t0), { signedInOrgs: [] });
    await upsertDirectoryRows(db, [row('size-1'), row('size-2')]);
    const context: RequestContext = { requestId: 'req-size', method: 'GET', path: '/students' };
    expect(await requestStorage.run(context, () => directorySize(db, t0 + 1))).toBe(2);
    expect(context.dbQueries).toBe(1);
    expect(await requestStorage.run(context, () => directorySize(db, t0 + 1_000))).toBe(2);
    expect(context.dbQueries).toBe(1);
    expect(await deleteDirectoryRow(db, 'size-1')).toBe(true);
    expect(await directorySize(db, t0 + 1_000)).toBe(1);

    // Another instance's write (straight to the table): seen once the 2 s are up.
    await db.execute(sql`delete from directory_students`);
    expect(await directorySize(db, t0 + 1_500)).toBe(1);
    expect(await directorySize(db, t0 + 3_600)).toBe(0);
  });
});
