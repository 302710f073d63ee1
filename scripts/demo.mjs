import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { demoBanner, demoLogins } from './demo-banner.mjs';

// `npm run demo [-- --students=N]`: build, migrate and start the console on http://localhost:3000 with the
// embedded sandbox, its demo account seeded with N students (default 300).
const port = process.env.PORT ?? '3000';
// The standalone server runs in its own folder (below): the data stays in this checkout's ./data all the same.
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
const env = { ...process.env, PORT: port, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
delete env.PARTNER_API_BASE_URL;
// The address printed. Without CONSOLE_URL the console takes its address from each request, so the demo opens at
// localhost, 127.0.0.1 or this machine's name alike; with it, only there.
const url = process.env.CONSOLE_URL?.trim() || `http://localhost:${port}`;
// The build's folder (next.config.mjs); e2e/production/demo.spec.ts starts the demo on the end-to-end build.
const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';

// The accepted range is read from the one place that defines it; the sandbox checks the value again.
const seedSizeSource = readFileSync(new URL('../server/sandbox/seed-size.ts', import.meta.url), 'utf8');
const bound = (name) => Number(new RegExp(`${name} = ([\\d_]+);`).exec(seedSizeSource)[1].replace(/_/g, ''));
const [minStudents, maxStudents] = [bound('MIN_SEED_STUDENTS'), bound('MAX_SEED_STUDENTS')];

function studentsOption(args) {
  let raw = process.env.SANDBOX_SEED_STUDENTS?.trim() || undefined;
  let option = 'SANDBOX_SEED_STUDENTS';
  for (let i = 0; i < args.length; i++) {
    const match = /^--students(?:=(.*))?$/.exec(args[i]);
    if (!match) {
      console.error(
        `npm run demo: unknown option ${args[i]}; the one option is --students=N (${minStudents} to ${maxStudents})`,
      );
      process.exit(2);
    }
    raw = match[1] ?? args[++i];
    option = '--students';
  }
  if (raw === undefined) return minStudents; // the default seed is the smallest
  const value = /^\d[\d_,]*$/.test(raw) ? Number(raw.replace(/[_,]/g, '')) : Number.NaN;
  if (!Number.isInteger(value) || value < minStudents || value > maxStudents) {
    console.error(
      `npm run demo: ${option} must be a whole number of students from ${minStudents} to ${maxStudents}, got ${JSON.stringify(raw ?? '')}`,
    );
    process.exit(2);
  }
  return value;
}
const students = studentsOption(process.argv.slice(2));
env.SANDBOX_SEED_STUDENTS = String(students);
const count = (n) => n.toLocaleString('en');

/** The size the data file was seeded with (its kernel names it when not 300): null without a file, undefined if unread. */
function seededSize(file) {
  if (!existsSync(file)) return null;
  const head = Buffer.alloc(256 * 1024);
  const fd = openSync(file, 'r');
  const read = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const match = /"idCounter":\d+(?:,"seedStudents":(\d+))?/.exec(head.subarray(0, read).toString('utf8'));
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : minStudents;
}
const dataFile = path.join(dataDir, 'sandbox.json');
const keptSize = seededSize(dataFile);
const seedLine =
  keptSize === null || keptSize === students
    ? `  Embedded sandbox seeded with ${count(students)} students (demo account)${keptSize === null ? '' : `, kept in ${dataFile}`}.`
    : `  Embedded sandbox: ${dataFile} already exists${keptSize ? `, seeded with ${count(keptSize)} students` : ''}; it is kept as it is.\n` +
      `  For ${count(students)} students: stop, delete ${dataFile} (the console's own data stays) and run the demo again.`;

/** The server once started; a signal before that ends the demo after the step in hand (a migration finishes). */
let server = null;
let stopping = false;
const stop = () => {
  if (stopping) {
    if (server) console.log(`  Still stopping: the server (pid ${server.pid}) is closing its database…`);
    return;
  }
  stopping = true;
  // Ctrl-C reaches the server too (same terminal); either way we wait for it to close its database and exit.
  server?.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (stopping) process.exit(130);
}

// The demo logins are read from the one place that defines them.
const logins = demoLogins(readFileSync(new URL('../server/auth/demo-users.ts', import.meta.url), 'utf8'));

console.log(seedLine);
// DEMO_SKIP_BUILD=1: the build in NEXT_DIST_DIR is used as it is (the end-to-end test of this script).
if (process.env.DEMO_SKIP_BUILD !== '1') run('npx', ['next', 'build']);
run('npx', ['tsx', '--conditions=react-server', 'scripts/migrate.ts']);

// The build is standalone output (next.config.mjs), which `next start` does not serve: its server.js runs, with
// the static files and public/ beside it, as in the image (Dockerfile). Under this node, with no npx or shell
// between, so signals reach the server itself; with NEXT_MANUAL_SIG_HANDLE the console's handler alone answers
// them: it stops the background work and closes the database before the process exits (server/lifecycle/shutdown.ts).
const standalone = path.join(distDir, 'standalone');
if (!existsSync(path.join(standalone, 'server.js'))) {
  console.error(`npm run demo: ${standalone}/server.js is missing: next.config.mjs must keep output: 'standalone'.`);
  process.exit(1);
}
cpSync(path.join(distDir, 'static'), path.join(standalone, path.basename(distDir), 'static'), { recursive: true });
cpSync('public', path.join(standalone, 'public'), { recursive: true });
// --max-semi-space-size: as the image runs it (Dockerfile; docs/operations.md, "CPU per view").
server = spawn(process.execPath, ['--max-semi-space-size=64', path.join(standalone, 'server.js')], {
  stdio: ['inherit', 'pipe', 'inherit'],
  // HOSTNAME: every interface, as `next start` listened (a shell may export HOSTNAME as the machine's name).
  env: { ...env, HOSTNAME: '0.0.0.0', NEXT_MANUAL_SIG_HANDLE: 'true' },
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server/i.test(String(chunk))) {
    announced = true;
    console.log(demoBanner({ url, seedLine, logins }));
  }
});
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
