import 'server-only';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (<every column>) select … from jsonb_to_recordset(<the rows as one JSON parameter>)`, then
 * `conflict` (the statement's ON CONFLICT clause). Drizzle builds a multi-row insert value by value, each a
 * parameter checked against its column's type: for the directory's pages of 100 rows of 25 columns that was a fifth
 * of the sync's CPU (server/directory/sync.integration.test.ts, CPU profile). Here the statement's text is the same
 * for any number of rows and the database unpacks the JSON. Every row names every column: a missing one is null,
 * not the column's default (generated columns are left to the database). Dates go as their ISO strings, arrays and
 * objects as JSON (an array column takes a JSON array).
 */
export function insertFromJson<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][], conflict?: SQL): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, c]) => c.generated === undefined && c.generatedIdentity?.type !== 'always',
  );
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const types = sql.raw(columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(columns.map(([key, c]) => [c.name, (row as Record<string, unknown>)[key] ?? null])),
    ),
    wellFormed,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${types}) ${conflict ?? sql``}`;
}

/**
 * A lone surrogate (half of a character: an API may send one in a name) as U+FFFD, as node-postgres sends it in a
 * parameter (UTF-8 has no lone surrogates); JSON would escape it as `\ud800`, which PostgreSQL refuses in jsonb.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? (value as string & { toWellFormed(): string }).toWellFormed() : value;
