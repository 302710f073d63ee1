import { spawn } from 'node:child_process';

// Runs the npm scripts named on the command line at once (`npm test` runs ESLint, Prettier and tsc this way: each
// uses one core, so on two cores the three take about as long as the longest two, not the sum). Each script's output
// is printed whole when it ends, under its name and time, so the three never interleave. Exits 1 if any failed,
// after all have ended.
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', name], { env: { ...process.env, FORCE_COLOR: '1' } });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const ok = code === 0;
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n── npm run ${name}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s\n`,
          );
          process.stdout.write(Buffer.concat(output));
          resolve(ok);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
