import 'server-only';
import path from 'node:path';
import { getDbHandle, type DbHandle } from './client';

export const migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations');

/** An arbitrary constant: several instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_314_021;

/** Applies the migrations not yet applied, on either driver. */
export async function migrateHandle(handle: DbHandle): Promise<void> {
  if (handle.config.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await handle.withLock(MIGRATION_LOCK, () => migrate(handle.db as never, { migrationsFolder }));
}

export async function migrate(): Promise<void> {
  await migrateHandle(await getDbHandle());
}
