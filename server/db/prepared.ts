import 'server-only';
import type { Db } from './client';

/**
 * A statement that runs on most page views, built by drizzle once per database handle (building a select with a
 * join and a wide table costs drizzle ~0.3 ms a call) and, on node-postgres, sent under its name, so each
 * connection parses it once and then binds and runs it. Values go in as `sql.placeholder(...)`. With PGlite the
 * name is ignored (server/db/pglite-statements.ts keeps statements parsed by their text).
 *
 *   const sessionByToken = preparedStatement('session_by_token', (db, name) => db.select()….prepare(name));
 *   const rows = await sessionByToken(db).execute({ token });
 *
 * The name must be unique in the process; a transaction's handle gets its own copy.
 */
export function preparedStatement<T>(name: string, build: (db: Db, name: string) => T): (db: Db) => T {
  const byHandle = new WeakMap<Db, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) byHandle.set(db, (statement = build(db, name)));
    return statement;
  };
}
