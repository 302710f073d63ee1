/**
 * Runs once when the server starts (Node runtime only): validates the configuration (a bad value stops
 * the server, naming the variable), applies the database migrations and creates the start-up users.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { EnvError, getEnv, isSandboxMode } = await import('./server/env');
  try {
    getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Partner Console cannot start.\n${error.message}\nSee .env.example for every variable.`);
      process.exit(1);
    }
    throw error;
  }
  const { migrate } = await import('./server/db/migrate');
  const { getUserAdmin } = await import('./server/auth/user-admin');
  const { ensureStartupUsers } = await import('./server/auth/start-up');
  await migrate();
  const created = await ensureStartupUsers(await getUserAdmin());
  if (created.length) console.log(`Partner Console: created user(s) ${created.join(', ')}`);
  console.log(`Partner Console: ${isSandboxMode() ? 'embedded sandbox' : 'Partner API'} mode, environment ${getEnv().PARTNER_API_ENVIRONMENT}`);
}
