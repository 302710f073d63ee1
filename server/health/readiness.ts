import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { migrationsFolder } from '@/server/db/migrate';
import { isSandboxMode, partnerApiBaseUrl } from '@/server/env';
import packageJson from '@/package.json';

export type CheckStatus = 'ok' | 'error' | 'unreachable' | 'behind' | 'sandbox';

export interface Readiness {
  ready: boolean;
  version: string;
  database: 'ok' | 'error';
  migrations: 'ok' | 'behind' | 'error';
  partnerApi: 'ok' | 'error' | 'unreachable' | 'sandbox';
}

async function databaseStatus(): Promise<'ok' | 'error'> {
  try {
    await (await getDb()).execute(sql`select 1`);
    return 'ok';
  } catch {
    return 'error';
  }
}

/** The newest migration this build carries has been applied (drizzle's journal against its table). */
async function migrationsStatus(): Promise<'ok' | 'behind' | 'error'> {
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const newest = Math.max(...journal.entries.map((e) => e.when));
    const result = (await (
      await getDb()
    ).execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { applied: string | number | null }[];
    };
    const applied = Number(result.rows[0]?.applied ?? 0);
    return applied >= newest ? 'ok' : 'behind';
  } catch {
    return 'error';
  }
}

/** The API's health call needs no token, so it bypasses the client (docs/architecture.md applies to every other call). */
async function partnerApiStatus(): Promise<'ok' | 'error' | 'unreachable'> {
  try {
    const response = await fetch(`${partnerApiBaseUrl()}/health`, {
      signal: AbortSignal.timeout(3000),
      cache: 'no-store',
    });
    return response.ok ? 'ok' : 'error';
  } catch {
    return 'unreachable';
  }
}

/**
 * Whether this instance should take traffic: its database answers, every migration of this build is applied,
 * and the Partner API's health call answers (in sandbox mode the API is this process, so it is not asked).
 */
export async function readiness(): Promise<Readiness> {
  const sandbox = isSandboxMode();
  const [database, migrations, partnerApi] = await Promise.all([
    databaseStatus(),
    migrationsStatus(),
    sandbox ? Promise.resolve('sandbox' as const) : partnerApiStatus(),
  ]);
  return {
    ready: database === 'ok' && migrations === 'ok' && (partnerApi === 'ok' || partnerApi === 'sandbox'),
    version: packageJson.version,
    database,
    migrations,
    partnerApi,
  };
}
