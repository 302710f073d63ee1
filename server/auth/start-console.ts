import 'server-only';
import { EnvError, getEnv, isSandboxMode } from '@/server/env';
import { migrate } from '@/server/db/migrate';
import { startImportRunner } from '@/server/imports/start';
import { startDirectorySync } from '@/server/directory/scheduler';
import { ensureStartupUsers } from './start-up';
import { getUserAdmin } from './user-admin';

/**
 * Server start-up (instrumentation.ts): validates the configuration (a bad value stops the server,
 * naming the variable), applies the database migrations and creates the start-up users.
 */
export async function startConsole(): Promise<void> {
  try {
    getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Partner Console cannot start.\n${error.message}\nSee .env.example for every variable.`);
      process.exit(1);
    }
    throw error;
  }
  await migrate();
  const created = await ensureStartupUsers(await getUserAdmin());
  if (created.length) console.log(`Partner Console: created user(s) ${created.join(', ')}`);
  await startImportRunner();
  startDirectorySync();
  console.log(`Partner Console: ${isSandboxMode() ? 'embedded sandbox' : 'Partner API'} mode, environment ${getEnv().PARTNER_API_ENVIRONMENT}`);
}
