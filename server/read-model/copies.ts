import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { preparedStatement } from '@/server/db/prepared';
import { insertFromJson } from '@/server/db/insert-from-json';
import { storable } from '@/server/db/safe-values';
import { storedCopies as t } from '@/server/db/schema';
import type { ReadKind } from './freshness';

export interface StoredCopy<T = unknown> {
  data: T;
  fetchedAt: Date;
  invalidated: boolean;
}

export interface CopyAddress {
  accountKey: string;
  kind: ReadKind;
  key: string;
}

/** Rows of one putMany statement (7 parameters each, well under PostgreSQL's 65,535). */
export const PUT_MANY_ROWS = 1000;

interface PendingGet {
  at: CopyAddress;
  settle: (copy: StoredCopy | null) => void;
  fail: (error: unknown) => void;
}

const addressOf = (accountKey: string, kind: string, key: string) => `${accountKey}\u0000${kind}\u0000${key}`;

/**
 * In an upsert: the stored copy was invalidated by a write the incoming read (read at `excluded.fetched_at`) may
 * have begun before (a copy invalidated before its time was recorded counts as such), or it is not.
 */
const readBefore = sql`(${t.invalidated} and (${t.invalidatedAt} is null or excluded.fetched_at <= ${t.invalidatedAt}))`;
const readAfter = sql`(case when ${t.invalidated} then ${t.invalidatedAt} < excluded.fetched_at else ${t.fetchedAt} < excluded.fetched_at end)`;

/**
 * The copies at these addresses (kinds[i], keys[i]) of one account: one statement of one shape however many are
 * asked for, so it is built once and kept prepared (server/db/prepared.ts); the primary key finds each pair.
 */
const copiesByAddress = preparedStatement('copies_by_address', (db, name) =>
  db
    .select({ kind: t.kind, key: t.key, data: t.data, fetchedAt: t.fetchedAt, invalidated: t.invalidated })
    .from(t)
    .where(
      and(
        eq(t.accountKey, sql.placeholder('accountKey')),
        sql`(${t.kind}, ${t.key}) in (select * from unnest(${sql.placeholder('kinds')}::text[], ${sql.placeholder('keys')}::text[]))`,
      ),
    )
    .prepare(name),
);

/** The stored_copies table, one partner account's rows never visible to another's reads. */
export function copyStore(getDb: () => Promise<Db>) {
  // Copies asked for in one turn of the event loop (a page's sibling reads: a student's card, sections, exams)
  // are read with one statement per account rather than one each.
  let pending: PendingGet[] = [];

  async function readBatch(batch: PendingGet[]): Promise<void> {
    const db = await getDb();
    for (const accountKey of new Set(batch.map((p) => p.at.accountKey))) {
      const wanted = batch.filter((p) => p.at.accountKey === accountKey);
      try {
        const pairs = [...new Map(wanted.map((p) => [addressOf(accountKey, p.at.kind, p.at.key), p.at])).values()];
        const rows = await copiesByAddress(db).execute({
          accountKey,
          kinds: pairs.map((at) => at.kind),
          keys: pairs.map((at) => at.key),
        });
        const found = new Map(
          rows.map((r) => [
            addressOf(accountKey, r.kind, r.key),
            { data: r.data, fetchedAt: r.fetchedAt, invalidated: r.invalidated },
          ]),
        );
        for (const p of wanted) p.settle(found.get(addressOf(accountKey, p.at.kind, p.at.key)) ?? null);
      } catch (error) {
        for (const p of wanted) p.fail(error);
      }
    }
  }

  return {
    /** One copy; reads asked for in the same turn of the event loop share one statement. */
    get<T>(at: CopyAddress): Promise<StoredCopy<T> | null> {
      return new Promise<StoredCopy<T> | null>((resolve, reject) => {
        if (pending.length === 0)
          setImmediate(() => {
            const batch = pending;
            pending = [];
            readBatch(batch).catch((error: unknown) => batch.forEach((p) => p.fail(error)));
          });
        pending.push({ at, settle: resolve as (copy: StoredCopy | null) => void, fail: reject });
      });
    },

    async put(at: CopyAddress, data: unknown, fetchedAt: Date, subject: string | null): Promise<void> {
      const db = await getDb();
      // What the API answers may hold a NUL, which PostgreSQL's jsonb cannot: stored without it.
      const safe = storable(data);
      const values = {
        accountKey: at.accountKey,
        kind: at.kind,
        key: at.key,
        subject,
        data: safe,
        fetchedAt,
        invalidated: false,
      };
      await db
        .insert(t)
        .values(values)
        .onConflictDoUpdate({
          target: [t.accountKey, t.kind, t.key],
          set: { data: safe, fetchedAt, subject, invalidated: false },
        });
    },

    /**
     * Many copies of one kind read by background work at `fetchedAt` (a sync page). A copy read later, or
     * invalidated by a write the read may have begun before, is kept: the person's next read decides it.
     */
    async putMany(
      accountKey: string,
      kind: ReadKind,
      entries: ReadonlyArray<{ key: string; data: unknown; subject: string | null }>,
      fetchedAt: Date,
    ): Promise<void> {
      if (entries.length === 0) return;
      const db = await getDb();
      // At most 1,000 copies a statement (its one JSON parameter a few MB): one organization's cards at 20,000 students
      // go in several.
      for (let from = 0; from < entries.length; from += PUT_MANY_ROWS)
        await db.execute(
          insertFromJson(
            t,
            entries.slice(from, from + PUT_MANY_ROWS).map((e) => ({
              accountKey,
              kind,
              key: e.key,
              subject: e.subject,
              data: storable(e.data),
              fetchedAt,
              invalidated: false,
            })),
            sql`on conflict (account_key, kind, key) do update set data = excluded.data, fetched_at = excluded.fetched_at, subject = excluded.subject, invalidated = false where ${readAfter}`,
          ),
        );
    },

    /**
     * A copy background work read at `fetchedAt` (the mirror's mark that a list is whole). One a write invalidated
     * is replaced by it only when the read began after that write; otherwise `instead` is stored, as of now and not
     * invalidated, so that only the next put replaces it, unless a write invalidates it again meanwhile. One
     * statement, so a write's invalidation is never lost between check and put.
     */
    async putUnlessInvalidated(
      at: CopyAddress,
      data: unknown,
      fetchedAt: Date,
      subject: string | null,
      instead: unknown,
      now: Date,
    ): Promise<void> {
      const db = await getDb();
      const safe = storable(data);
      await db
        .insert(t)
        .values({ ...at, subject, data: safe, fetchedAt, invalidated: false })
        .onConflictDoUpdate({
          target: [t.accountKey, t.kind, t.key],
          set: {
            data: sql`case when ${readBefore} then ${JSON.stringify(storable(instead))}::jsonb else excluded.data end`,
            fetchedAt: sql`case when ${readBefore} then ${now.toISOString()}::timestamptz else excluded.fetched_at end`,
            subject: sql`excluded.subject`,
            invalidated: false,
          },
        });
    },

    /** Which of these keys of a kind have a copy that is not invalidated. */
    async storedKeys(accountKey: string, kind: ReadKind, keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const db = await getDb();
      const rows = await db
        .select({ key: t.key })
        .from(t)
        .where(
          and(eq(t.accountKey, accountKey), eq(t.kind, kind), inArray(t.key, [...keys]), eq(t.invalidated, false)),
        );
      return new Set(rows.map((row) => row.key));
    },

    async remove(at: CopyAddress): Promise<void> {
      const db = await getDb();
      await db.delete(t).where(and(eq(t.accountKey, at.accountKey), eq(t.kind, at.kind), eq(t.key, at.key)));
    },

    /** After a write made at `at`: every copy about these records (of these kinds, or all) must be read again. */
    async invalidate(
      accountKey: string,
      subjects: readonly string[],
      kinds?: readonly ReadKind[],
      at: Date = new Date(),
    ): Promise<void> {
      if (subjects.length === 0) return;
      const db = await getDb();
      await db
        .update(t)
        .set({ invalidated: true, invalidatedAt: at })
        .where(
          and(
            eq(t.accountKey, accountKey),
            inArray(t.subject, [...subjects]),
            kinds ? inArray(t.kind, [...kinds]) : undefined,
          ),
        );
    },
  };
}

export type CopyStore = ReturnType<typeof copyStore>;
