import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { listAudit } from '@/server/audit/list-audit';
import { queueAudit } from '@/server/audit/write-audit';
import type { DbHandle } from './client';
import { migrateHandle, migrationsFolder } from './migrate';
import { auditLog, rateBudget, requestLog, session, user } from './schema';
import { testDatabases } from '@/test/support/db/test-databases';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const journalEntries = journal.entries.length;

for (const target of testDatabases()) {
  describe(`storage on ${target.name}`, () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => target.cleanup());

    const newUser = (id: string, extra: Partial<typeof user.$inferInsert> = {}) =>
      handle.db.insert(user).values({ id, name: id, email: `${id}@example.test`, role: 'support', ...extra });

    it('creates every table, and migrating again changes nothing', async () => {
      await migrateHandle(handle);
      const result = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      // Features add their own tables; these are the foundation's.
      expect(result.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'account',
          'audit_log',
          'rate_budget',
          'rate_limit',
          'request_log',
          'session',
          'user',
          'verification',
        ]),
      );
      const applied = (await handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(journalEntries);
    });

    it('keeps a user role, disabled flag and coordinator schools, with unique e-mail', async () => {
      await newUser('u1', { role: 'coordinator', schools: ['Tbilisi Public School No. 1', 'Baku School No. 6'] });
      const [row] = await handle.db.select().from(user).where(eq(user.id, 'u1'));
      expect(row).toMatchObject({
        role: 'coordinator',
        disabled: false,
        schools: ['Tbilisi Public School No. 1', 'Baku School No. 6'],
      });
      await expect(newUser('u1-again', { email: 'u1@example.test' })).rejects.toThrow();
    });

    it('deletes a user’s sessions with the user', async () => {
      await newUser('u2');
      await handle.db
        .insert(session)
        .values({ id: 's1', token: 't1', userId: 'u2', expiresAt: new Date(Date.now() + 60_000) });
      await handle.db.delete(user).where(eq(user.id, 'u2'));
      expect(await handle.db.select().from(session).where(eq(session.userId, 'u2'))).toHaveLength(0);
    });

    it('writes the audit log and lists it newest first, filtered and paged', async () => {
      const actor = { id: 'admin-1', email: 'admin@example.test' };
      for (const n of [1, 2, 3]) {
        queueAudit(
          {
            user: actor,
            action: 'user.update',
            targetType: 'user',
            targetId: `t${n}`,
            summary: `change ${n}`,
            details: { n },
          },
          handle.db,
        );
      }
      queueAudit(
        {
          user: actor,
          action: 'student.update',
          targetType: 'student',
          targetId: 'st1',
          summary: 'x',
          requestId: 'req-9',
        },
        handle.db,
      );
      const first = await listAudit({ targetType: 'user', limit: 2 }, handle.db);
      expect(first.rows.map((r) => r.targetId)).toEqual(['t3', 't2']);
      expect(first.rows[0]).toMatchObject({ userEmail: 'admin@example.test', details: { n: 3 }, requestId: null });
      expect(first.nextBeforeId).not.toBeNull();
      const second = await listAudit({ targetType: 'user', limit: 2, beforeId: first.nextBeforeId ?? 0 }, handle.db);
      expect(second.rows.map((r) => r.targetId)).toEqual(['t1']);
      expect(second.nextBeforeId).toBeNull();
      const [student] = await handle.db.select().from(auditLog).where(eq(auditLog.targetType, 'student'));
      expect(student?.requestId).toBe('req-9');
      expect(student?.at).toBeInstanceOf(Date);
    });

    it('keeps the request log with nullable user and error code', async () => {
      await handle.db.insert(requestLog).values({
        operation: 'listStudents',
        method: 'GET',
        pathTemplate: '/student',
        status: 200,
        durationMs: 12,
        requestId: 'r1',
      });
      const [row] = await handle.db.select().from(requestLog);
      expect(row).toMatchObject({ userId: null, userEmail: null, errorCode: null, status: 200, durationMs: 12 });
    });

    it('keys the rate budget by account and operation, and upserts', async () => {
      const key = { accountKey: 'key_a', operation: 'listStudents' };
      await handle.db.insert(rateBudget).values({ ...key, limit: 100, remaining: 99, windowEndsAt: null });
      await handle.db
        .insert(rateBudget)
        .values({ ...key, limit: 100, remaining: 98 })
        .onConflictDoUpdate({ target: [rateBudget.accountKey, rateBudget.operation], set: { remaining: 98 } });
      await handle.db
        .insert(rateBudget)
        .values({ accountKey: 'key_b', operation: 'listStudents', limit: 100, remaining: 5 });
      const rows = await handle.db.select().from(rateBudget).orderBy(rateBudget.accountKey);
      expect(rows.map((r) => [r.accountKey, r.remaining, r.pausedUntil])).toEqual([
        ['key_a', 98, null],
        ['key_b', 5, null],
      ]);
    });

    it('reads stored copies asked for together in one prepared statement, each account seeing only its own', async () => {
      const { copyStore } = await import('@/server/read-model/copies');
      const store = copyStore(() => Promise.resolve(handle.db));
      const at = (accountKey: string, key: string) => ({ accountKey, kind: 'student' as const, key });
      const fetchedAt = new Date('2026-11-27T10:00:00.000Z');
      await store.put(at('acct-a', 's1'), { name: 'one' }, fetchedAt, 's1');
      await store.put(at('acct-a', 's2'), { name: 'two' }, fetchedAt, 's2');
      await store.put(at('acct-b', 's3'), { name: 'three' }, fetchedAt, 's3');
      // PostgreSQL plans a prepared statement afresh for its first five runs, then may keep a generic plan.
      for (let run = 0; run < 7; run++) {
        const [one, two, other, missing, single] = await Promise.all([
          store.get(at('acct-a', 's1')),
          store.get(at('acct-a', 's2')),
          store.get(at('acct-a', 's3')),
          store.get(at('acct-a', 'none')),
          store.get(at('acct-b', 's3')),
        ]);
        expect(one).toEqual({ data: { name: 'one' }, fetchedAt, invalidated: false });
        expect(two?.data).toEqual({ name: 'two' });
        expect(other).toBeNull();
        expect(missing).toBeNull();
        expect(single?.data).toEqual({ name: 'three' });
      }
    });
  });
}
