import { rmSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { storedCopies } from '@/server/db/schema';
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
  it('keeps more copies than one statement takes parameters for (an organization of 20,000 students)', async () => {
    const copies = copyStore(async () => handle.db);
    const n = 10_000; // 70,000 parameters in one statement would be refused
    expect(n).toBeGreaterThan(PUT_MANY_ROWS);
    const entries = Array.from({ length: n }, (_, i) => ({ key: `s${i}:o:activated`, data: { i }, subject: `s${i}` }));
    await copies.putMany('acct', 'student-organization', entries, new Date());
    const [row] = await handle.db
      .select({ n: count() })
      .from(storedCopies)
      .where(and(eq(storedCopies.accountKey, 'acct'), eq(storedCopies.kind, 'student-organization')));
    expect(row?.n).toBe(n);
    expect(
      (await copies.get({ accountKey: 'acct', kind: 'student-organization', key: 's9999:o:activated' }))?.data,
    ).toEqual({ i: 9999 });
  });
});
