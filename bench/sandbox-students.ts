import { validateImportBody } from '@/lib/partner-api/student-rules/import-rules';
import { createSandboxApp } from '@/server/sandbox/app';
import { benchStudentRow, demoCaller, demoToken } from './support/sandbox-in-process';

/**
 * The students domain of the sandbox, in process (app.fetch, full pipeline, rate limit off):
 * time to check a 1000-row import batch (field rules alone, then the whole request to its 202), and
 * registrations per second (sequential, then 20 at a time). Each request signs its own token inside its timed
 * part; the bench prints what one signing costs. Figures only; nothing asserts on time.
 */
const CHECK_RUNS = 5;
const REGISTER_SECONDS = 3;

export async function run(): Promise<void> {
  const app = createSandboxApp({ rateLimit: false });
  const sandbox = app.sandbox;
  const row = (tag: string, i: number) => benchStudentRow(app, tag, i);
  const call = demoCaller(app);

  const rulesMs: number[] = [];
  const requestMs: number[] = [];
  for (let r = 0; r < CHECK_RUNS; r++) {
    const students = Array.from({ length: 1000 }, (_, i) => row(`run${r}`, i));
    let started = performance.now();
    const validation = validateImportBody({ students });
    rulesMs.push(performance.now() - started);
    if (!validation.ok) throw new Error('bench rows break a rule');
    started = performance.now();
    const response = await call('POST', '/student/import', { students });
    requestMs.push(performance.now() - started);
    if (response.status !== 202) throw new Error(`import answered ${response.status}: ${await response.text()}`);
    sandbox.advanceClock(10); // the import finishes (1000 registrations) before the next batch
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  // Every request below signs a fresh token inside its timed part (as a client that signs per request would).
  const signStarted = performance.now();
  for (let i = 0; i < 200; i++) await demoToken(app);
  const signUs = ((performance.now() - signStarted) / 200) * 1000;
  console.log(
    `   token signing is inside every timed request below (a fresh HS256 token per request): about ${signUs.toFixed(0)} µs each, included in the figures`,
  );
  console.log(`   1000-row import, field rules only: median ${median(rulesMs).toFixed(0)} ms over ${CHECK_RUNS} runs`);
  console.log(
    `   1000-row import, whole request to 202: median ${median(requestMs).toFixed(0)} ms over ${CHECK_RUNS} runs`,
  );

  const body = (i: number) => ({ ...row('reg', i), externalRef: undefined });
  let count = 0;
  let started = performance.now();
  while (performance.now() - started < REGISTER_SECONDS * 1000) {
    const response = await call('POST', '/student', body(count++));
    if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  }
  console.log(
    `   registrations, sequential: ${(count / ((performance.now() - started) / 1000)).toFixed(0)} per second`,
  );

  let concurrent = 0;
  started = performance.now();
  while (performance.now() - started < REGISTER_SECONDS * 1000) {
    const batch = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/student', body(count++))));
    if (batch.some((r) => r.status !== 201)) throw new Error('a concurrent registration failed');
    concurrent += batch.length;
  }
  console.log(
    `   registrations, 20 at a time: ${(concurrent / ((performance.now() - started) / 1000)).toFixed(0)} per second`,
  );
  console.log(`   students in the sandbox afterwards: ${sandbox.state.students.students.length}`);
}
