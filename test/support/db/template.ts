import 'server-only';
import { constants, cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { pgliteTemplateDir, postgresMarker, postgresTemplateName } from './global-setup';

/**
 * Creating an embedded database (PGlite's initdb) and migrating it takes seconds, more than most tests that use
 * one: the run's global setup (global-setup.ts) builds a migrated DATA_DIR once and every test database starts as a
 * copy of it. The migrations still run from nothing, once per run; opening a copy runs them again (nothing left to
 * apply).
 */
function pgliteTemplate(): string {
  const template = pgliteTemplateDir(inject('databaseTemplates'));
  if (!existsSync(template)) throw new Error(`The run's database template ${template} is missing (global-setup.ts).`);
  return template;
}

/**
 * Puts a migrated, empty embedded database into `dataDir` (the console's DATA_DIR layout: `dataDir/db`),
 * copied from the run's template. Answers `dataDir`.
 */
export async function seedDataDir(dataDir: string): Promise<string> {
  const template = pgliteTemplate();
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
  const root = inject('databaseTemplates');
  const name = postgresTemplateName(root);
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [7_314_022]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      writeFileSync(postgresMarker(root), name);
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
