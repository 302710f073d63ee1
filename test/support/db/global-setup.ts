import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of migrated database templates (template.ts). */
    databaseTemplates: string;
  }
}

/**
 * Vitest's global setup: a folder for this run's migrated database templates, removed with its PostgreSQL template
 * database after the run. The PGlite template is built here, before any test file starts, so that no file's
 * beforeAll carries initdb within its time limit.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'console-test-templates-'));
  project.provide('databaseTemplates', root);
  const { openDatabase } = await import('@/server/db/client');
  const { migrateHandle } = await import('@/server/db/migrate');
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteTemplateDir(root) });
  await migrateHandle(handle);
  await handle.close();
  return async () => {
    const madePostgres = existsSync(postgresMarker(root));
    rmSync(root, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url || !madePostgres) return;
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop database if exists "${postgresTemplateName(root)}"`);
    } finally {
      await client.end();
    }
  };
}

/** The PostgreSQL template database of the run whose templates folder is `root`. */
export const postgresTemplateName = (root: string): string =>
  `console_tpl_${path
    .basename(root)
    .replace(/[^a-zA-Z0-9]/g, '_')
    .toLowerCase()}`;

/** Written beside the templates once the PostgreSQL template database exists, so that the run's end drops it. */
export const postgresMarker = (root: string): string => path.join(root, 'postgres-template');

/** The run's migrated PGlite DATA_DIR. */
export const pgliteTemplateDir = (root: string): string => path.join(root, 'pglite');
