import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing/test-databases';
import { claimSyncLease, releaseSyncLease } from '@/server/directory/sync-state';
import type { StoredReader } from '@/server/read-model/stored-read';
import { claimWarmUpLease } from './lease';
import { runWarmUpPass } from './pass';

describe.each(testDatabases())('the warm-up lease: one instance walks the directory at a time ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => target.cleanup());

  it('is held by one instance; the other gets it once it is given back', async () => {
    const a = await claimWarmUpLease(handle.db, 'instance-a');
    expect(a).not.toBeNull();
    expect(await claimWarmUpLease(handle.db, 'instance-b')).toBeNull();
    expect(await a!.keep()).toBe(true);
    await a!.release();
    const b = await claimWarmUpLease(handle.db, 'instance-b');
    expect(b).not.toBeNull();
    await b!.release();
  });

  it('is taken over when its holder stops renewing it (a crashed instance), and the old holder learns it lost it', async () => {
    let clock = Date.now();
    const a = await claimWarmUpLease(handle.db, 'instance-a', 1, () => clock);
    expect(a).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const b = await claimWarmUpLease(handle.db, 'instance-b', 60);
    expect(b).not.toBeNull();
    clock += 1_000;
    expect(await a!.keep()).toBe(false);
    await b!.release();
  });

  it("is a lease of its own: the directory sync's lease is not held by it", async () => {
    const warmUp = await claimWarmUpLease(handle.db, 'instance-a');
    expect(await claimSyncLease(handle.db, 'instance-b', 60)).not.toBeNull();
    await releaseSyncLease(handle.db, 'instance-b');
    await warmUp!.release();
  });
});

describe('a warm-up pass whose lease was lost', () => {
  it('stops before the next student and says so', async () => {
    const reader = { storedKeys: async () => new Set<string>() } as unknown as StoredReader;
    async function* oneStudent() {
      yield [{ id: 'a'.repeat(24), platforms: ['common'], signedInOrgs: null }];
    }
    const report = await runWarmUpPass({
      db: null as never,
      reader,
      organizations: [{ _id: 'o'.repeat(24), slug: 'stem', name: 'STEM' }] as never,
      stopping: () => false,
      keepLease: async () => false,
      candidates: oneStudent(),
    });
    expect(report).toEqual({ students: 0, read: 0, failed: 0, cutShort: 'lease-lost' });
  });
});
