import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Variant } from './options';
import { BENCH_METRICS_TOKEN } from './sync-state';

/** The bench's own build folder, so it never overwrites the e2e or dev builds. */
export const BENCH_DIST_DIR = '.next-bench';
/** Opens the bench console's sandbox control plane to the bench (its request counts). */
export const BENCH_CONTROL_TOKEN = 'bench-console-load-sandbox-control';

/**
 * The console's environment: the embedded sandbox, a given DATA_DIR and port; READ_MODEL=off for the baseline.
 * `shared`: what several instances share instead (DATABASE_URL, a standalone sandbox's PARTNER_API_*, …).
 */
export function consoleEnv(
  dataDir: string,
  port: number,
  variant: Variant,
  shared: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  for (const name of [
    'PARTNER_API_BASE_URL',
    'PARTNER_API_KEY',
    'PARTNER_API_SECRET',
    'DATABASE_URL',
    'AUTH_SECRET',
    'CONSOLE_URL',
    'READ_MODEL',
    'SANDBOX_ACCOUNTS',
  ])
    delete env[name];
  if (variant === 'baseline') env.READ_MODEL = 'off';
  env.SANDBOX_CONTROL_TOKEN = BENCH_CONTROL_TOKEN;
  env.METRICS_TOKEN = BENCH_METRICS_TOKEN;
  return { ...env, ...shared };
}

/** `next build` into BENCH_DIST_DIR (a few minutes); tsconfig.json is restored afterwards, as scripts/e2e-server.mjs does. */
export function buildConsole(logFile: string): void {
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  const log = openSync(logFile, 'w');
  try {
    const build = spawnSync('npx', ['next', 'build'], {
      stdio: ['ignore', log, log],
      env: consoleEnv('./data/bench-build', 3400, 'read-model'),
    });
    if (build.status !== 0) throw new Error(`next build failed (exit ${build.status}); see ${logFile}`);
  } finally {
    closeSync(log);
    writeFileSync('tsconfig.json', tsconfig);
  }
}

/** The bench build: reused with `--reuse-build` (which needs one), else built afresh; says which. */
export function ensureBuild(reuse: boolean, logFile: string): void {
  if (reuse) {
    if (!existsSync(path.join(BENCH_DIST_DIR, 'BUILD_ID')))
      throw new Error(`--reuse-build: there is no build in ${BENCH_DIST_DIR}; run without it once`);
    console.log(`   reusing the build in ${BENCH_DIST_DIR}`);
    return;
  }
  const started = Date.now();
  buildConsole(logFile);
  console.log(`   built into ${BENCH_DIST_DIR} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export interface RunningConsole {
  baseUrl: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

/**
 * `next start` of the bench build on 127.0.0.1:port (Next's bin under this node, so SIGTERM reaches the server;
 * with NEXT_MANUAL_SIG_HANDLE the console stops its background work and closes its database before exiting).
 * Ready once /api/health answers 200; the server's output goes to logFile.
 */
export async function startConsole(options: {
  dataDir: string;
  port: number;
  variant: Variant;
  logFile: string;
  shared?: Record<string, string>;
}): Promise<RunningConsole> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  if (await answers(`${baseUrl}/api/health`))
    throw new Error(`something already answers on ${baseUrl}; choose another --port`);
  const nextBin = createRequire(path.resolve('package.json')).resolve('next/dist/bin/next');
  const log = openSync(options.logFile, 'a');
  // BENCH_CONSOLE_NODE_ARGS: flags for the console's node only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS
  // refuses them); unset: the young generation the image gives it (Dockerfile), `BENCH_CONSOLE_NODE_ARGS=' '` V8's default.
  const nodeArgs = (process.env.BENCH_CONSOLE_NODE_ARGS ?? '--max-semi-space-size=64').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, nextBin, 'start', '-p', String(options.port), '-H', '127.0.0.1'],
    {
      stdio: ['ignore', log, log],
      env: {
        ...consoleEnv(options.dataDir, options.port, options.variant, options.shared),
        NEXT_MANUAL_SIG_HANDLE: 'true',
      },
    },
  );
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000).unref());
    if ((await Promise.race([exited(child), timeout])) === 'timeout') {
      console.error(`   the console (pid ${child.pid}) did not exit within 60 s of SIGTERM; killing it`);
      child.kill('SIGKILL');
      await exited(child);
    }
  };
  const deadline = Date.now() + 180_000;
  while (!(await answers(`${baseUrl}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the console did not become healthy on ${baseUrl}; see ${options.logFile}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { baseUrl, stop };
}

/**
 * One console on `port`, or two on `port` and `port + 1` (as behind a load balancer: each with its own DATA_DIR and
 * log, `-a` and `-b` beside `dataDir`, sharing what `shared` names). Each started console's stop is pushed to `stops`
 * as it starts, so the caller can stop the first should the second fail. Returns their base URLs.
 */
export async function startInstances(
  options: { dataDir: string; port: number; variant: Variant; instances: 1 | 2; shared: Record<string, string> },
  stops: Array<() => Promise<void>>,
): Promise<string[]> {
  const baseUrls: string[] = [];
  for (let i = 0; i < options.instances; i++) {
    const name = options.instances === 2 ? `-${'ab'[i]}` : '';
    const running = await startConsole({
      dataDir: options.instances === 2 ? path.join(options.dataDir, `console${name}`) : options.dataDir,
      port: options.port + i,
      variant: options.variant,
      logFile: `${options.dataDir}${name}-console.log`,
      shared: options.shared,
    });
    stops.push(running.stop);
    baseUrls.push(running.baseUrl);
  }
  return baseUrls;
}
