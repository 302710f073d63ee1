import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { migratedDataDir } from '@/test/support/db/template';
import { backOffSeconds, createSignInThrottle, FREE_FAILURES } from './sign-in-throttle';

let dir: string;
let handle: DbHandle;
beforeAll(async () => {
  dir = await migratedDataDir('sign-in-throttle-');
  handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateHandle(handle);
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('per-account sign-in back-off (issue 16 item 2)', () => {
  it('waits 30 s after the fifth wrong password, doubling up to 15 minutes', () => {
    expect([4, 5, 6, 7, 9, 10, 50].map(backOffSeconds)).toEqual([0, 30, 60, 120, 480, 900, 900]);
  });

  it('lets the account try again once the wait is over, and forgets the failures after a success', async () => {
    let now = 1_000_000;
    const throttle = createSignInThrottle(handle.db, () => now);
    for (let i = 0; i < FREE_FAILURES; i++) await throttle.recordFailure('Someone@Example.test');
    expect(await throttle.waitSeconds('someone@example.test')).toBe(30);
    now += 29_000;
    expect(await throttle.waitSeconds('someone@example.test')).toBe(1);
    now += 1_000;
    expect(await throttle.waitSeconds('someone@example.test')).toBe(0);
    expect(await throttle.recordFailure('someone@example.test')).toBe(FREE_FAILURES + 1);
    expect(await throttle.waitSeconds('someone@example.test')).toBe(60);
    await throttle.recordSuccess('someone@example.test');
    expect(await throttle.waitSeconds('someone@example.test')).toBe(0);
  });

  it('forgets failures an hour after the last one', async () => {
    let now = 5_000_000;
    const throttle = createSignInThrottle(handle.db, () => now);
    for (let i = 0; i < FREE_FAILURES; i++) await throttle.recordFailure('old@example.test');
    now += 60 * 60 * 1000 + 1;
    expect(await throttle.waitSeconds('old@example.test')).toBe(0);
    expect(await throttle.recordFailure('old@example.test')).toBe(1);
  });
});
