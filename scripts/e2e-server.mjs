import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';

// One console for the end-to-end tests: a fresh DATA_DIR, the production build, on E2E_PORT, its own embedded
// sandbox. playwright.config.ts starts one per worker; the first (E2E_BASE_PORT) builds, the others reuse its build.
const port = process.env.E2E_PORT ?? '3100';
const basePort = process.env.E2E_BASE_PORT ?? port;
const dataDir = process.env.DATA_DIR ?? `./data/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
// Each run builds into its own folder, so parallel runs in one checkout do not overwrite each other.
const distDir = basePort === '3100' ? '.next' : `.next-e2e-${basePort}`;
const env = { ...process.env, DATA_DIR: dataDir, PORT: port, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
for (const name of [
  'PARTNER_API_BASE_URL',
  'PARTNER_API_KEY',
  'PARTNER_API_SECRET',
  'DATABASE_URL',
  'AUTH_SECRET',
  'CONSOLE_URL',
])
  delete env[name];

if (process.env.E2E_SKIP_BUILD !== '1' && port === basePort) {
  // next build adds its build folder's type paths to tsconfig.json; a per-port folder must not change the file.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  // Without its type check (next.config.mjs): `npm run typecheck` runs before the browser tests in `npm test`.
  const build = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...env, NEXT_BUILD_SKIP_TYPE_CHECK: '1' },
  });
  writeFileSync('tsconfig.json', tsconfig);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Next's bin under this node, so a signal reaches the server itself; with NEXT_MANUAL_SIG_HANDLE the console
// stops its background work and closes the database before exiting (server/lifecycle/shutdown.ts).
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
// The whole log (debug: every request's start and answer) goes to test-results/console-<port>.log, which the
// failure report reads (e2e/support/failure-report.ts); only warnings and errors go on to the test output.
const logFile = `test-results/console-${port}.log`;
mkdirSync('test-results', { recursive: true });
const log = createWriteStream(logFile, { flags: 'w' });
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug', NEXT_MANUAL_SIG_HANDLE: 'true' },
});
const echoed = /"level":"(warn|error|fatal)"/;
for (const [stream, out] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
])
  createInterface({ input: stream }).on('line', (line) => {
    log.write(`${line}\n`);
    if (!line.startsWith('{') || echoed.test(line)) out.write(`${line}\n`);
  });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code, signal) => log.end(() => process.exit(code ?? 128 + (constants.signals[signal] ?? 0))));
