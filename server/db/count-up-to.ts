import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows-of';

/** The rows of `table` that match `where`, counted up to `cap` (a LIMIT-ed subquery: it stops at the cap). */
export const countUpToStatement = (table: PgTable, where: SQL | undefined, cap: number): SQL =>
  sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap}) m`;

/** How many rows of `table` match `where`, up to `cap`. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = rowsOf(await db.execute(countUpToStatement(table, where, cap)));
  return Number(row?.n ?? 0);
}
