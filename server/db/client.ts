import 'server-only';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { queryCounter } from './query-count';
import { flushPendingWrites } from './write-behind';
import * as schema from './schema';

export type DbSchema = typeof schema;
/** The drizzle handle; the same type whether PGlite or node-postgres is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, DbSchema>;

export type DbConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface DbHandle {
  db: Db;
  config: DbConfig;
  close(): Promise<void>;
  /** Runs fn while holding a PostgreSQL advisory lock on one connection (a plain call with PGlite: one process). */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
}

/** Opens a database. Most code wants getDb(); tests open their own. */
export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  if (config.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A connection idle for 2 minutes is closed (node-postgres's default is 10 s): opening one costs the console
    // ~4-5 ms of CPU (SCRAM authentication) and drops the statements it kept prepared (server/db/prepared.ts).
    const pool = new Pool({ connectionString: config.url, max: 10, idleTimeoutMillis: 120_000 });
    const db = drizzle(pool, { schema, logger: queryCounter }) as unknown as Db;
    const withLock = async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    };
    return { db, config, close: () => pool.end(), withLock };
  }
  const { openPglite } = await import('./open-pglite');
  const { client, close } = await openPglite(path.resolve(config.dataDir, 'db'));
  const { drizzle } = await import('drizzle-orm/pglite');
  // drizzle's PGlite session calls only query() and transaction() (and query() on the transaction): what
  // PgliteStatements has, for PGlite's own.
  const db = drizzle(client as unknown as PGlite, { schema, logger: queryCounter }) as unknown as Db;
  return { db, config, close, withLock: (_key, fn) => fn() };
}

export async function dbConfigFromEnv(): Promise<DbConfig> {
  const { getEnv } = await import('@/server/env');
  const e = getEnv();
  return e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: e.DATA_DIR };
}

const holder = globalThis as typeof globalThis & { __consoleDb?: Promise<DbHandle>; __consoleDbFinal?: boolean };

/** The process's one database handle, opened on first use (never at build time). */
export function getDbHandle(): Promise<DbHandle> {
  if (holder.__consoleDbFinal)
    return Promise.reject(new Error('The console is shutting down: its database is closed.'));
  if (!holder.__consoleDb) {
    holder.__consoleDb = dbConfigFromEnv().then(openDatabase);
    holder.__consoleDb.catch(() => delete holder.__consoleDb);
  }
  return holder.__consoleDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * Closes the process's handle (scripts and tests), once the queued writes are written. `final` (server shutdown): nothing may open it again,
 * since a request arriving meanwhile would otherwise reopen the database the process is about to leave.
 */
export async function closeDb(options: { final?: boolean } = {}): Promise<void> {
  // The audit and request logs' queued rows go first (server/db/write-behind.ts).
  if (holder.__consoleDb) await flushPendingWrites();
  if (options.final) holder.__consoleDbFinal = true;
  const handle = holder.__consoleDb;
  delete holder.__consoleDb;
  if (handle) await (await handle.catch(() => null))?.close();
}
