import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { EnvError, getEnv, isSandboxMode } from '@/server/env';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { migrate } from '@/server/db/migrate';
import { DatabaseOpenError } from '@/server/db/open-pglite';
import { startImportRunner, stopImportRunner } from '@/server/imports/start';
import { startDirectorySync, stopDirectorySync } from '@/server/directory/scheduler';
import { ensureStartupUsers } from '@/server/auth/start-up';
import { getUserAdmin } from '@/server/auth/user-admin';
import { getReadModel } from '@/server/read-model';
import { readModelConfig } from '@/server/read-model/freshness';
import { watchEventLoop } from '@/server/log/event-loop-watch';
import { startReferenceWarm } from './warm-reference';
import { installShutdownHandlers, onShutdown } from './shutdown';

const log = componentLogger('lifecycle');

/**
 * Server start-up (instrumentation.ts): validates the configuration (a bad value stops the server,
 * naming the variable), applies the database migrations and creates the start-up users. A database that
 * another process holds, or that cannot be opened, stops the server with what to do. On SIGINT/SIGTERM
 * the background workers stop and the database closes before the process exits (server/lifecycle).
 */
export async function startConsole(): Promise<void> {
  try {
    getEnv();
    readModelConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      log.fatal({ problems: error.problems }, 'cannot start: invalid configuration (see .env.example)');
      process.exit(1);
    }
    if (error instanceof Error && /^READ_MODEL/.test(error.message)) {
      log.fatal({ problems: [error.message] }, 'cannot start: invalid configuration (see .env.example)');
      process.exit(1);
    }
    throw error;
  }
  installShutdownHandlers();
  watchEventLoop();
  try {
    await migrate();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseOpenError) {
      log.fatal({ reason: error.message }, 'cannot start: the database cannot be opened');
      process.exit(1);
    }
    throw error;
  }
  const created = await ensureStartupUsers(await getUserAdmin());
  if (created.length) log.info({ users: created.length }, 'created the start-up user(s)');
  await startImportRunner();
  onShutdown('the import runner', stopImportRunner);
  startDirectorySync();
  onShutdown('the directory sync', stopDirectorySync);
  startReferenceWarm();
  onShutdown('background reads of stored copies', () => getReadModel().settled());
  log.info(
    { mode: isSandboxMode() ? 'embedded sandbox' : 'Partner API', environment: getEnv().PARTNER_API_ENVIRONMENT },
    'started',
  );
}
