import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { sleep } from './browse';

/** The standalone sandbox both consoles call (one API account, one set of rate windows), on `port`. */
export async function startStandaloneSandbox(port: number, dataFile: string, logFile: string) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/sandbox/standalone.ts'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_OPTIONS: '', SANDBOX_PORT: String(port), SANDBOX_DATA_FILE: dataFile },
  });
  closeSync(log);
  const root = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${root}/v1/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the sandbox did not start; see ${logFile}`);
    await sleep(250);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { root, stop };
}

/**
 * What several consoles share (consoleEnv's `shared`): one PostgreSQL, the standalone sandbox's demo account, one
 * AUTH_SECRET (a session made on one is valid on the other) and one CONSOLE_URL (the first console's).
 */
export const sharedConsoleEnv = (databaseUrl: string, sandboxRoot: string, firstPort: number) => ({
  DATABASE_URL: databaseUrl,
  PARTNER_API_BASE_URL: `${sandboxRoot}/v1`,
  PARTNER_API_KEY: sandboxDemoAccount.apiKey,
  PARTNER_API_SECRET: sandboxDemoAccount.apiSecret,
  AUTH_SECRET: 'bench-two-instances-auth-secret-0123456789abcdef',
  CONSOLE_URL: `http://127.0.0.1:${firstPort}`,
});
