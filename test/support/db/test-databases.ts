import 'server-only';
import { rmSync } from 'node:fs';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { migratedDataDir, postgresTemplate } from './template';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database (a copy of the run's migrated template, see template.ts). */
  open(): Promise<DbHandle>;
  /** Closes it and removes what open() created. */
  cleanup(): Promise<void>;
  /** PostgreSQL, once opened: the database's connection string, for another process to use. */
  url?: string;
}

function pgliteTarget(): TestDatabase {
  let dir: string | undefined;
  let handle: DbHandle | undefined;
  return {
    name: 'pglite',
    async open() {
      dir = await migratedDataDir('console-db-');
      handle = await openDatabase({ kind: 'pglite', dataDir: dir });
      await migrateHandle(handle);
      return handle;
    },
    async cleanup() {
      await handle?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throw-away database created next to TEST_DATABASE_URL's, so parallel test files never share tables. */
function postgresTarget(baseUrl: string): TestDatabase {
  const dbName = `console_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let handle: DbHandle | undefined;
  const admin = async (statement: string) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const target: TestDatabase = {
    name: 'postgres',
    async open() {
      await admin(`create database "${dbName}" template "${await postgresTemplate(baseUrl)}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      target.url = url.toString();
      handle = await openDatabase({ kind: 'postgres', url: target.url });
      await migrateHandle(handle);
      return handle;
    },
    async cleanup() {
      await handle?.close();
      await admin(`drop database if exists "${dbName}"`);
    },
  };
  return target;
}

/**
 * The databases a storage test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (its role needs CREATEDB). Prints when the PostgreSQL half is skipped.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn('TEST_DATABASE_URL is unset: the PostgreSQL half of the storage tests is skipped (PGlite only).');
    return [pgliteTarget()];
  }
  return [pgliteTarget(), postgresTarget(url)];
}
