import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run where the first test file needing a database builds the migrated template (template.ts). */
    databaseTemplates: string;
  }
}

/**
 * Vitest's global setup: a folder for this run's migrated database templates (built lazily, by the first test
 * file that opens a database), removed with its PostgreSQL template database after the run.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'console-test-templates-'));
  project.provide('databaseTemplates', root);
  return async () => {
    rmSync(root, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
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
