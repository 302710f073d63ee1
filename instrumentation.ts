/** Runs once when the server starts: configuration check, migrations, start-up users (server/lifecycle/start-console.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startConsole } = await import('./server/lifecycle/start-console');
    await startConsole();
  }
}
