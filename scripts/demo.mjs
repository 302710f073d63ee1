import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// `npm run demo`: build, migrate and start the console on http://localhost:3000 with the embedded sandbox.
const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' };
delete env.PARTNER_API_BASE_URL;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The demo logins are read from the one place that defines them.
const demoSource = readFileSync(new URL('../server/auth/demo-users.ts', import.meta.url), 'utf8');
const password = /DEMO_PASSWORD = '([^']+)'/.exec(demoSource)?.[1];
const emails = [...demoSource.matchAll(/email: '([^']+)', name: '[^']+', role: '([a-z]+)'/g)].map((m) => `${m[2].padEnd(12)} ${m[1]}`);

run('npx', ['next', 'build']);
run('npx', ['tsx', '--conditions=react-server', 'scripts/migrate.ts']);

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: ['inherit', 'pipe', 'inherit'], env });
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
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
