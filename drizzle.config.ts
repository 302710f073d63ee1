import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from server/db/schema; the console applies them at start-up (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
