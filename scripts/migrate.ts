// `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { closeDb } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { EnvError } from '@/server/env';

try {
  await migrate();
  console.log('Database migrations applied.');
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
