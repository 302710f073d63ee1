// `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { closeDb } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { migrate } from '@/server/db/migrate';
import { DatabaseOpenError } from '@/server/db/open-pglite';
import { finishBeforeExit } from '@/server/lifecycle/finish-before-exit';
import { EnvError } from '@/server/env';

finishBeforeExit('the migrations');

try {
  await migrate();
  console.log('Database migrations applied.');
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nIf that is the console: it applied the migrations itself when it started, so there is nothing to do while it runs.`,
    );
  } else {
    console.error(error instanceof EnvError || error instanceof DatabaseOpenError ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await closeDb();
}
