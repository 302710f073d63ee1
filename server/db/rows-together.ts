import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf, type Row } from './rows-of';

/** Runs one SQL query and answers its rows. */
export type ReadRows = (query: SQL) => Promise<Row[]>;

/** Each query its own statement. */
export const rowsOneByOne =
  (db: Db): ReadRows =>
  async (query) =>
    rowsOf(await db.execute(query));

interface Pending {
  query: SQL;
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Queries asked for in one turn of the event loop (a page's sibling reads in a Promise.all) go to the database as
 * one statement: each query is a column of one row holding its rows as JSON (`json_agg` over the query, which
 * keeps the query's order). A row then holds what JSON holds: timestamps as ISO strings, every number as a number.
 * One query alone is sent as it is.
 */
export function rowsTogether(db: Db): ReadRows {
  let pending: Pending[] = [];
  async function run(batch: Pending[]): Promise<void> {
    try {
      if (batch.length === 1) return batch[0]!.resolve(rowsOf(await db.execute(batch[0]!.query)));
      const columns = batch.map(
        (p, i) => sql`(select coalesce(json_agg(q), '[]'::json) from (${p.query}) q) as ${sql.identifier(`q${i}`)}`,
      );
      const [row] = rowsOf(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
      batch.forEach((p, i) => p.resolve((row?.[`q${i}`] ?? []) as Row[]));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
  return (query) =>
    new Promise<Row[]>((resolve, reject) => {
      if (pending.length === 0)
        setImmediate(() => {
          const batch = pending;
          pending = [];
          void run(batch);
        });
      pending.push({ query, resolve, reject });
    });
}
