import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';

// `npm run demo`: build, migrate and start the console on http://localhost:3000 with the embedded sandbox.
const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' };
delete env.PARTNER_API_BASE_URL;

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
const demoSource = readFileSync(new URL('../server/auth/demo-users.ts', import.meta.url), 'utf8');
const password = /DEMO_PASSWORD = '([^']+)'/.exec(demoSource)?.[1];
const emails = [...demoSource.matchAll(/email: '([^']+)', name: '[^']+', role: '([a-z]+)'/g)].map(
  (m) => `${m[2].padEnd(12)} ${m[1]}`,
);

run('npx', ['next', 'build']);
run('npx', ['tsx', '--conditions=react-server', 'scripts/migrate.ts']);

// Next's own bin under this node (no npx or shell between), so signals reach the server itself. With
// NEXT_MANUAL_SIG_HANDLE the console's handler alone answers them: it stops the background work and closes
// the database before the process exits (server/lifecycle/shutdown.ts).
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
server = spawn(process.execPath, [nextBin, 'start', '-p', port], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...env, NEXT_MANUAL_SIG_HANDLE: 'true' },
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server/i.test(String(chunk))) {
    announced = true;
    console.log(`\n  Partner Console (embedded sandbox): http://localhost:${port}\n`);
    console.log(`  Demo logins, password ${password}:`);
    for (const line of emails) console.log(`    ${line}`);
    console.log('');
  }
});
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
