import 'server-only';
import { constants, cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { postgresTemplateName } from './global-setup';

/**
 * Creating an embedded database (PGlite's initdb) and migrating it takes seconds, more than most tests that use
 * one: the first test file of a run that needs one builds a migrated DATA_DIR once (in the run's templates folder,
 * see global-setup.ts) and every test database starts as a copy of it. The migrations still run from nothing,
 * once per run; opening a copy runs them again (nothing left to apply).
 */
async function pgliteTemplate(): Promise<string> {
  const root = inject('databaseTemplates');
  const done = path.join(root, 'pglite');
  if (existsSync(done)) return done;
  const building = mkdtempSync(path.join(root, 'building-'));
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: building });
    await migrateHandle(handle);
    await handle.close();
    // Another worker may have finished first: its template stays, this one goes.
    renameSync(building, done);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(done)) throw error;
  }
  return done;
}

/**
 * Puts a migrated, empty embedded database into `dataDir` (the console's DATA_DIR layout: `dataDir/db`),
 * copied from the run's template. Answers `dataDir`.
 */
export async function seedDataDir(dataDir: string): Promise<string> {
  const template = await pgliteTemplate();
  cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true, mode: constants.COPYFILE_FICLONE });
  return dataDir;
}

/** A new temporary DATA_DIR holding a migrated, empty embedded database. */
export async function migratedDataDir(prefix: string): Promise<string> {
  return seedDataDir(mkdtempSync(path.join(tmpdir(), prefix)));
}

/**
 * The run's migrated PostgreSQL template database next to `baseUrl`'s (built by the first test file that needs it,
 * under an advisory lock so parallel workers build it once): `create database … template` copies it.
 */
export async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = postgresTemplateName(inject('databaseTemplates'));
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [7_314_022]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await migrateHandle(handle);
      } catch (error) {
        await handle.close();
        await admin.query(`drop database if exists "${name}"`);
        throw error;
      }
      await handle.close();
    }
  } finally {
    await admin.end();
  }
  return name;
}
