import { rmSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { storedCopies } from '@/server/db/schema';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { migratedDataDir } from '@/test/support/db/template';
import { copyStore, PUT_MANY_ROWS } from './copies';

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = await migratedDataDir('copies-');
  handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateHandle(handle);
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('putMany', () => {
  // 10,000 rows: a few seconds alone, several times that on a busy machine.
  it(
    'keeps more copies than one statement takes parameters for (an organization of 20,000 students)',
    { timeout: 120_000 },
    async () => {
      const copies = copyStore(async () => handle.db);
      const n = 10_000; // 70,000 parameters in one statement would be refused
      expect(n).toBeGreaterThan(PUT_MANY_ROWS);
      const entries = Array.from({ length: n }, (_, i) => ({
        key: `s${i}:o:activated`,
        data: { i },
        subject: `s${i}`,
      }));
      await copies.putMany('acct', 'student-organization', entries, new Date());
      const [row] = await handle.db
        .select({ n: count() })
        .from(storedCopies)
        .where(and(eq(storedCopies.accountKey, 'acct'), eq(storedCopies.kind, 'student-organization')));
      expect(row?.n).toBe(n);
      expect(
        (await copies.get({ accountKey: 'acct', kind: 'student-organization', key: 's9999:o:activated' }))?.data,
      ).toEqual({ i: 9999 });
    },
  );
});

describe('putUnlessInvalidated (the mirror’s mark that an organization’s applications are whole)', () => {
  it('replaces a copy; over one a write invalidated it stores the stand-in as of now, which the next put replaces', async () => {
    const copies = copyStore(async () => handle.db);
    const at = { accountKey: 'acct', kind: 'application-lists' as const, key: 'org' };
    const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await copies.putUnlessInvalidated(at, { runId: 'r1' }, t(0), 'org', { runId: null }, t(1));
    expect(await copies.get(at)).toEqual({ data: { runId: 'r1' }, fetchedAt: t(0), invalidated: false });
    await copies.putUnlessInvalidated(at, { runId: 'r2' }, t(5), 'org', { runId: null }, t(6));
    expect((await copies.get(at))?.data).toEqual({ runId: 'r2' });
    // A write at minute 12: the run whose read began before it must not make the copy whole again.
    await copies.invalidate('acct', ['org'], undefined, t(12));
    await copies.putUnlessInvalidated(at, { runId: 'r3' }, t(10), 'org', { runId: null }, t(13));
    expect(await copies.get(at)).toEqual({ data: { runId: null }, fetchedAt: t(13), invalidated: false });
    // The next run read after that: its copy is whole.
    await copies.putUnlessInvalidated(at, { runId: 'r4' }, t(15), 'org', { runId: null }, t(16));
    expect(await copies.get(at)).toEqual({ data: { runId: 'r4' }, fetchedAt: t(15), invalidated: false });
  });

  it('over a copy a write invalidated, a read begun after the write makes it whole at once ("Sync now" after an apply)', async () => {
    const copies = copyStore(async () => handle.db);
    const at = { accountKey: 'acct', kind: 'application-lists' as const, key: 'org-after' };
    const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await copies.putUnlessInvalidated(at, { runId: 'r1' }, t(0), 'org-after', { runId: null }, t(1));
    await copies.invalidate('acct', ['org-after'], undefined, t(2));
    await copies.putUnlessInvalidated(at, { runId: 'r2' }, t(3), 'org-after', { runId: null }, t(4));
    expect(await copies.get(at)).toEqual({ data: { runId: 'r2' }, fetchedAt: t(3), invalidated: false });
  });
});

describe('putMany over invalidated copies', () => {
  it('replaces one only with a read begun after the write that invalidated it', async () => {
    const copies = copyStore(async () => handle.db);
    const at = (key: string) => ({ accountKey: 'acct', kind: 'student' as const, key });
    const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 13, minutes));
    await copies.put(at('a'), { v: 1 }, t(0), 'a');
    await copies.put(at('b'), { v: 1 }, t(0), 'b');
    await copies.invalidate('acct', ['a', 'b'], undefined, t(5));
    await copies.putMany('acct', 'student', [{ key: 'a', data: { v: 2 }, subject: 'a' }], t(4));
    expect(await copies.get(at('a'))).toEqual({ data: { v: 1 }, fetchedAt: t(0), invalidated: true });
    await copies.putMany('acct', 'student', [{ key: 'b', data: { v: 2 }, subject: 'b' }], t(6));
    expect(await copies.get(at('b'))).toEqual({ data: { v: 2 }, fetchedAt: t(6), invalidated: false });
    // A copy not invalidated is replaced only by a later read.
    await copies.putMany('acct', 'student', [{ key: 'b', data: { v: 0 }, subject: 'b' }], t(3));
    expect((await copies.get(at('b')))?.data).toEqual({ v: 2 });
  });
});

describe('get', () => {
  it("reads the copies a page asks for in one turn with one statement, each answer its own, another account's unseen", async () => {
    const copies = copyStore(async () => handle.db);
    const at = (accountKey: string, key: string) => ({ accountKey, kind: 'student' as const, key });
    const fetchedAt = new Date('2030-01-01T00:00:00Z');
    await copies.put(at('acct-a', 'one'), { n: 1 }, fetchedAt, 'one');
    await copies.put(at('acct-a', 'two'), { n: 2 }, fetchedAt, 'two');
    await copies.put(at('acct-b', 'three'), { n: 3 }, fetchedAt, 'three');
    const context: RequestContext = { requestId: 'req-copies', method: 'GET', path: '/students/x' };
    const answers = await requestStorage.run(context, () =>
      Promise.all([
        copies.get(at('acct-a', 'one')),
        copies.get(at('acct-a', 'two')),
        copies.get(at('acct-a', 'one')),
        copies.get(at('acct-a', 'missing')),
        copies.get(at('acct-a', 'three')),
      ]),
    );
    expect(answers.map((a) => a?.data ?? null)).toEqual([{ n: 1 }, { n: 2 }, { n: 1 }, null, null]);
    expect(answers[0]).toEqual({ data: { n: 1 }, fetchedAt, invalidated: false });
    expect(context.dbQueries).toBe(1);
    expect((await copies.get(at('acct-b', 'three')))?.data).toEqual({ n: 3 });
  });
});
