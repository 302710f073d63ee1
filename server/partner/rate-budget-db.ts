import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows-of';
import { foldHeaders, type BudgetKey, type BudgetState, type BudgetStore } from './rate-budget-store';

const ms = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const ts = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * The budget in the rate_budget table, shared by every console instance of the account (docs/architecture.md).
 * Taking a request is one atomic upsert; folding headers locks the row (SELECT ... FOR UPDATE).
 */
export function databaseBudgetStore(getDb: () => Promise<Db>): BudgetStore {
  async function readRow(db: Db, key: BudgetKey, lock: boolean): Promise<BudgetState | null> {
    const result = await db.execute(sql`
      select "limit", remaining,
        (extract(epoch from window_ends_at) * 1000)::float8 as window_ends_at,
        (extract(epoch from paused_until) * 1000)::float8 as paused_until
      from rate_budget where account_key = ${key.accountKey} and operation = ${key.operation}
      ${lock ? sql`for update` : sql``}`);
    const row = rowsOf(result)[0];
    if (!row) return null;
    return {
      accountKey: key.accountKey,
      operation: key.operation,
      limit: Number(row.limit),
      remaining: Number(row.remaining),
      windowEndsAt: ms(row.window_ends_at),
      pausedUntil: ms(row.paused_until),
    };
  }

  return {
    async take(key, now, floor) {
      const db = await getDb();
      const n = sql`${ts(now)}::timestamptz`;
      const newEnd = sql`${ts(now + key.windowMs)}::timestamptz`;
      const fresh = sql`(b.window_ends_at is null or b.window_ends_at <= ${n} or b.paused_until is not null)`;
      const result = await db.execute(sql`
        insert into rate_budget as b (account_key, operation, window_ends_at, "limit", remaining, paused_until)
        values (${key.accountKey}, ${key.operation}, ${newEnd}, ${key.limit}, ${key.limit - 1}, null)
        on conflict (account_key, operation) do update set
          window_ends_at = case when ${fresh} then ${newEnd} else b.window_ends_at end,
          remaining = case when ${fresh} then b."limit" - 1 else b.remaining - 1 end,
          paused_until = null
        where (b.paused_until is null or b.paused_until <= ${n})
          and (case when ${fresh} then b."limit" - 1 else b.remaining - 1 end) >= ${floor}
        returning (xmax = 0) as inserted`);
      const taken = rowsOf(result)[0];
      if (taken) return { ok: true, probe: taken.inserted === true };
      const state = await readRow(db, key, false);
      const retryAt =
        state?.pausedUntil && state.pausedUntil > now ? state.pausedUntil : (state?.windowEndsAt ?? now + 1000);
      return { ok: false, retryAt };
    },
    async observe(key, now, headers, sentAt) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        const state = await readRow(tx as unknown as Db, key, true);
        if (!state) return;
        const next = foldHeaders(state, key, now, headers, sentAt);
        await tx.execute(sql`
          update rate_budget set "limit" = ${next.limit}, remaining = ${next.remaining},
            window_ends_at = ${next.windowEndsAt === null ? null : ts(next.windowEndsAt)}::timestamptz
          where account_key = ${key.accountKey} and operation = ${key.operation}`);
      });
    },
    async refund(key) {
      const db = await getDb();
      await db.execute(sql`
        update rate_budget set remaining = least(remaining + 1, "limit")
        where account_key = ${key.accountKey} and operation = ${key.operation}`);
    },
    async pause(key, until) {
      const db = await getDb();
      await db.execute(sql`
        insert into rate_budget (account_key, operation, window_ends_at, "limit", remaining, paused_until)
        values (${key.accountKey}, ${key.operation}, null, ${key.limit}, ${key.limit}, ${ts(until)}::timestamptz)
        on conflict (account_key, operation) do update set
          paused_until = greatest(coalesce(rate_budget.paused_until, excluded.paused_until), excluded.paused_until),
          window_ends_at = null, remaining = rate_budget."limit"`);
    },
    async snapshot(accountKey, read) {
      const query = sql`
        select operation, "limit", remaining,
          (extract(epoch from window_ends_at) * 1000)::float8 as window_ends_at,
          (extract(epoch from paused_until) * 1000)::float8 as paused_until
        from rate_budget where account_key = ${accountKey} order by operation`;
      const rows = read ? await read(query) : rowsOf(await (await getDb()).execute(query));
      return rows.map((row) => ({
        accountKey,
        operation: String(row.operation),
        limit: Number(row.limit),
        remaining: Number(row.remaining),
        windowEndsAt: ms(row.window_ends_at),
        pausedUntil: ms(row.paused_until),
      }));
    },
  };
}
