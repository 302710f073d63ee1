import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { storedCopies } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { copyStore } from './copies';
import { defaultFreshnessSeconds, type ReadModelConfig } from './freshness';
import { createStoredReader } from './stored-read';

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code = 'x',
  ) {
    super(code);
  }
}

describe.each(testDatabases())('stored reads ($name)', (target) => {
  let handle: DbHandle;
  let now: number;
  let config: ReadModelConfig;
  const policies: string[] = [];

  const reader = (accountKey = 'key_A') =>
    createStoredReader({
      copies: copyStore(async () => handle.db),
      config: () => config,
      accountKey: () => accountKey,
      now: () => now,
      runAs: async (policy, fn) => {
        policies.push(
          `${policy.priority}${policy.maxWaitMs === undefined ? '' : ` ≤${policy.maxWaitMs}`}${policy.share === undefined ? '' : ` share ${policy.share}`}`,
        );
        return fn();
      },
      isGone: (e) => e instanceof FakeApiError && e.status === 404,
      isUnavailable: (e) => e instanceof FakeApiError && (e.code === 'budget_busy' || e.status >= 500),
    });

  /** A live source whose answers are counted and can be changed. */
  function source(initial: unknown) {
    const s = { value: initial as unknown, calls: 0, fail: null as FakeApiError | null };
    const load = async () => {
      s.calls += 1;
      if (s.fail) throw s.fail;
      return s.value;
    };
    return Object.assign(s, { load });
  }

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => target.cleanup());
  beforeEach(async () => {
    await handle.db.delete(storedCopies);
    now = Date.parse('2026-11-23T10:00:00Z');
    config = {
      enabled: true,
      freshnessSeconds: { ...defaultFreshnessSeconds, student: 120, 'student-organization': 180 },
      maxWaitMs: 3000,
      backgroundShare: 0.5,
    };
    policies.length = 0;
  });

  it('other background work: background priority and share, one per id at a time, awaited by settled()', async () => {
    const r = reader();
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(r.inBackground('sittings of org-a', work)).toBe(true);
    expect(r.inBackground('sittings of org-a', work)).toBe(false);
    expect(work).toHaveBeenCalledTimes(1);
    expect(policies).toEqual(['background share 0.5']);
    let settled = false;
    const waiting = r.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    // Done: the next one may start; a failure only reports.
    expect(r.inBackground('sittings of org-a', async () => Promise.reject(new Error('down')))).toBe(true);
    await r.settled();
  });

  it('reads a never-stored record live once as a person, then answers from the copy while fresh', async () => {
    const r = reader();
    const s = source({ name: 'Nino' });
    const first = await r.read({ kind: 'student', key: 's1', subject: 's1', load: s.load });
    expect(first).toEqual({ data: { name: 'Nino' }, fetchedAt: '2026-11-23T10:00:00.000Z', stale: false, busy: false });
    expect(policies).toEqual(['person ≤12000']);
    now += 119_000;
    s.value = { name: 'changed' };
    const second = await r.read({ kind: 'student', key: 's1', subject: 's1', load: s.load });
    expect(second).toEqual({
      data: { name: 'Nino' },
      fetchedAt: '2026-11-23T10:00:00.000Z',
      stale: false,
      busy: false,
    });
    expect(s.calls).toBe(1);
  });

  it('answers a stale copy at once and replaces it by one background read (stale-while-revalidate)', async () => {
    const r = reader();
    const s = source({ v: 1 });
    await r.read({ kind: 'student', key: 's1', load: s.load });
    now += 121_000;
    s.value = { v: 2 };
    const [a, b] = await Promise.all([
      r.read({ kind: 'student', key: 's1', load: s.load }),
      r.read({ kind: 'student', key: 's1', load: s.load }),
    ]);
    expect(a).toMatchObject({ data: { v: 1 }, stale: true, busy: false });
    expect(b).toMatchObject({ data: { v: 1 }, stale: true });
    await r.settled();
    expect(s.calls).toBe(2);
    expect(policies.slice(1)).toEqual(['background share 0.5']);
    const after = await r.read({ kind: 'student', key: 's1', load: s.load });
    expect(after).toEqual({ data: { v: 2 }, fetchedAt: new Date(now).toISOString(), stale: false, busy: false });
  });

  it('each kind has its own freshness, and the configuration overrides it', async () => {
    const r = reader();
    const s = source([1]);
    await r.read({ kind: 'available-exams', key: 'k', load: s.load });
    now += 61_000;
    expect((await r.read({ kind: 'available-exams', key: 'k', load: s.load })).stale).toBe(true);
    await r.settled();
    config.freshnessSeconds['available-exams'] = 600;
    now += 61_000;
    expect((await r.read({ kind: 'available-exams', key: 'k', load: s.load })).stale).toBe(false);
  });

  it('a live 404 removes the copy and is thrown, in the foreground and in a background refresh', async () => {
    const r = reader();
    const s = source({ v: 1 });
    await r.read({ kind: 'student', key: 'gone', load: s.load });
    now += 200_000;
    s.fail = new FakeApiError(404);
    expect((await r.read({ kind: 'student', key: 'gone', load: s.load })).stale).toBe(true);
    await r.settled();
    await expect(r.read({ kind: 'student', key: 'gone', load: s.load })).rejects.toMatchObject({ status: 404 });
    expect(s.calls).toBe(3);
  });

  it('after a write the copies of that record are read live, and when the API is busy the old copy is shown marked busy', async () => {
    const r = reader();
    const card = source({ signedIn: false });
    const other = source({ other: true });
    await r.read({ kind: 'student-organization', key: 's1:stem', subject: 's1', load: card.load });
    await r.read({ kind: 'student-organization', key: 's2:stem', subject: 's2', load: other.load });
    await r.invalidate(['s1']);
    card.value = { signedIn: true };
    expect(
      await r.read({ kind: 'student-organization', key: 's1:stem', subject: 's1', load: card.load }),
    ).toMatchObject({ data: { signedIn: true }, stale: false });
    expect(
      await r.read({ kind: 'student-organization', key: 's2:stem', subject: 's2', load: other.load }),
    ).toMatchObject({ data: { other: true }, stale: false });
    expect(other.calls).toBe(1);

    await r.invalidate(['s1'], ['student-organization']);
    card.fail = new FakeApiError(503, 'budget_busy');
    now += 5000;
    expect(await r.read({ kind: 'student-organization', key: 's1:stem', subject: 's1', load: card.load })).toEqual({
      data: { signedIn: true },
      fetchedAt: '2026-11-23T10:00:00.000Z',
      stale: true,
      busy: true,
    });
    expect(policies.at(-1)).toBe('person ≤3000');
  });

  it('an unavailable API with nothing stored is an error, and a result that is not storable is shown but not kept', async () => {
    const r = reader();
    const s = source({ partial: true });
    s.fail = new FakeApiError(503, 'budget_busy');
    await expect(r.read({ kind: 'student', key: 'x', load: s.load })).rejects.toMatchObject({ code: 'budget_busy' });
    s.fail = null;
    const storable = () => false;
    expect(await r.read({ kind: 'student', key: 'x', load: s.load, storable })).toMatchObject({
      data: { partial: true },
    });
    await r.read({ kind: 'student', key: 'x', load: s.load, storable });
    expect(s.calls).toBe(3);
  });

  it('a partial answer does not replace a whole copy: the copy is shown, marked as not read now', async () => {
    const r = reader();
    const s = source({ sections: 'all' });
    const storable = (d: unknown) => (d as { sections: string }).sections === 'all';
    await r.read({ kind: 'student-organization', key: 'c', subject: 's1', load: s.load, storable });
    s.value = { sections: 'some failed' };
    expect(
      await r.read({ kind: 'student-organization', key: 'c', subject: 's1', load: s.load, storable, force: true }),
    ).toMatchObject({
      data: { sections: 'all' },
      stale: true,
      busy: true,
    });
  });

  it('Refresh (force) reads live even when the copy is fresh; write-through puts the answer of a write', async () => {
    const r = reader();
    const s = source({ v: 1 });
    await r.read({ kind: 'student', key: 's1', load: s.load });
    s.value = { v: 2 };
    expect((await r.read({ kind: 'student', key: 's1', load: s.load, force: true })).data).toEqual({ v: 2 });
    await r.put('student', 's1', { v: 3 }, 's1');
    expect((await r.read({ kind: 'student', key: 's1', load: s.load })).data).toEqual({ v: 3 });
    expect(s.calls).toBe(2);
  });

  it('background pages of records become copies, but never replace a newer or an invalidated copy', async () => {
    const r = reader();
    const s = source({ v: 'live' });
    await r.read({ kind: 'student', key: 'newer', subject: 'newer', load: s.load });
    await r.read({ kind: 'student', key: 'changed', subject: 'changed', load: s.load });
    await r.invalidate(['changed']);
    const pageReadAt = new Date(now - 1000);
    await r.putMany(
      'student',
      ['newer', 'changed', 'fresh'].map((key) => ({ key, data: { v: 'sync' }, subject: key })),
      pageReadAt,
    );
    expect((await r.read({ kind: 'student', key: 'fresh', subject: 'fresh', load: s.load })).data).toEqual({
      v: 'sync',
    });
    expect((await r.read({ kind: 'student', key: 'newer', subject: 'newer', load: s.load })).data).toEqual({
      v: 'live',
    });
    s.value = { v: 'after the write' };
    expect((await r.read({ kind: 'student', key: 'changed', subject: 'changed', load: s.load })).data).toEqual({
      v: 'after the write',
    });
    expect(s.calls).toBe(3);
  });

  it('a seed stands in for a live read when nothing is stored: shown as of when it was learned, re-read once stale', async () => {
    const r = reader();
    const s = source({ signedIn: true });
    const seed = async () => ({ data: { signedIn: false }, fetchedAt: new Date(now - 300_000) });
    const first = await r.read({ kind: 'student-organization', key: 'c', subject: 's1', load: s.load, seed });
    expect(first).toEqual({
      data: { signedIn: false },
      fetchedAt: new Date(now - 300_000).toISOString(),
      stale: true,
      busy: false,
    });
    await r.settled();
    expect(s.calls).toBe(1);
    expect(policies).toEqual(['background share 0.5']);
    expect((await r.read({ kind: 'student-organization', key: 'c', subject: 's1', load: s.load, seed })).data).toEqual({
      signedIn: true,
    });
    const fresh = async () => ({ data: { signedIn: false }, fetchedAt: new Date(now) });
    expect(
      await r.read({ kind: 'student-organization', key: 'd', subject: 's2', load: s.load, seed: fresh }),
    ).toMatchObject({ stale: false });
    expect(s.calls).toBe(1);
    expect(
      (await r.read({ kind: 'student-organization', key: 'e', subject: 's3', load: s.load, seed: async () => null }))
        .data,
    ).toEqual({ signedIn: true });
  });

  it('warming reads a missing, invalidated or half-aged copy as background work and leaves a younger one alone', async () => {
    const r = reader();
    const s = source({ v: 1 });
    expect(await r.warm({ kind: 'student', key: 's1', subject: 's1', load: s.load })).toEqual({
      data: { v: 1 },
      read: true,
    });
    expect(policies).toEqual(['background share 0.5']);
    // student: 120 s fresh here; a copy 59 s old is kept, one 60 s old (half its freshness) is read again.
    now += 59_000;
    s.value = { v: 2 };
    expect(await r.warm({ kind: 'student', key: 's1', subject: 's1', load: s.load })).toEqual({
      data: { v: 1 },
      read: false,
    });
    expect(s.calls).toBe(1);
    now += 1_000;
    expect(await r.warm({ kind: 'student', key: 's1', subject: 's1', load: s.load })).toEqual({
      data: { v: 2 },
      read: true,
    });
    expect(s.calls).toBe(2);
    s.value = { v: 3 };
    await r.invalidate(['s1']);
    expect(await r.warm({ kind: 'student', key: 's1', subject: 's1', load: s.load })).toEqual({
      data: { v: 3 },
      read: true,
    });
    expect(await r.read({ kind: 'student', key: 's1', subject: 's1', load: s.load })).toMatchObject({
      data: { v: 3 },
      stale: false,
    });

    expect(await r.warm({ kind: 'student', key: 'partial', load: s.load, storable: () => false })).toBeNull();
    s.fail = new FakeApiError(404);
    await r.invalidate(['s1']);
    expect(await r.warm({ kind: 'student', key: 's1', subject: 's1', load: s.load })).toBeNull();
    expect(await handle.db.select().from(storedCopies)).toEqual([]);
    s.fail = new FakeApiError(503);
    await expect(r.warm({ kind: 'student', key: 's9', load: s.load })).rejects.toMatchObject({ status: 503 });
  });

  it('stores an answer holding a NUL (PostgreSQL cannot) without it, instead of failing the read', async () => {
    const r = reader();
    const s = source({ firstName: 'a\u0000b', nested: ['x\u0000'] });
    expect((await r.read({ kind: 'student', key: 'nul', load: s.load })).data).toEqual({
      firstName: 'a\u0000b',
      nested: ['x\u0000'],
    });
    expect((await r.read({ kind: 'student', key: 'nul', load: s.load })).data).toEqual({
      firstName: 'ab',
      nested: ['x'],
    });
    await r.putMany('student', [{ key: 'nul2', data: { firstName: 'c\u0000' }, subject: null }], new Date(now));
    expect((await r.read({ kind: 'student', key: 'nul2', load: s.load })).data).toEqual({ firstName: 'c' });
    expect(s.calls).toBe(1);
  });

  it("keeps each partner account's copies apart", async () => {
    const a = reader('key_A');
    const b = reader('key_B');
    await a.read({ kind: 'student', key: 's1', load: async () => ({ account: 'A' }) });
    expect((await b.read({ kind: 'student', key: 's1', load: async () => ({ account: 'B' }) })).data).toEqual({
      account: 'B',
    });
    expect((await a.read({ kind: 'student', key: 's1', load: async () => ({ account: 'never read' }) })).data).toEqual({
      account: 'A',
    });
    await b.invalidate(['s1']);
    const rows = await handle.db.select().from(storedCopies);
    expect(rows.map((row) => [row.accountKey, row.invalidated]).sort()).toEqual([
      ['key_A', false],
      ['key_B', false],
    ]);
  });

  it('with the read model switched off every read is live and nothing is stored', async () => {
    config.enabled = false;
    const r = reader();
    const s = source({ v: 1 });
    await r.read({ kind: 'student', key: 's1', load: s.load });
    await r.read({ kind: 'student', key: 's1', load: s.load });
    expect(s.calls).toBe(2);
    expect(await handle.db.select().from(storedCopies)).toEqual([]);
  });
});
