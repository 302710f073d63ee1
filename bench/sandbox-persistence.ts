import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSandboxApp } from '@/server/sandbox/app';
import { createSandbox } from '@/server/sandbox/kernel/create-sandbox';
import { PERSISTED_VERSION } from '@/server/sandbox/kernel/persistence';
import { benchStudentRow, demoCaller } from './support/sandbox-in-process';

/**
 * The embedded sandbox persists its state into the console's process (SANDBOX_DATA_FILE, DATA_DIR/sandbox.json).
 * With 20,000 students: the event-loop time blocked per persisted change, i.e. the main thread's active time
 * (event-loop utilisation) while the write after one change runs, for a read (its rate window is counted)
 * and for a registration; beside it, in the same conditions, the time to serialise and encode the whole
 * state (what every write cost before writes went by part). Figures only; nothing asserts on time.
 */
const STUDENTS = 20_000;
const CHANGES = 30;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-persistence-'));
  const file = path.join(dir, 'sandbox.json');
  try {
    const sandbox = createSandbox({ dataFile: file });
    const setupCall = demoCaller(createSandboxApp({ sandbox, rateLimit: false }));
    const call = demoCaller(createSandboxApp({ sandbox }));
    const app = createSandboxApp({ sandbox });

    for (let batch = 0; sandbox.state.students.students.length < STUDENTS; batch++) {
      const rows = Math.min(1000, Math.max(30, STUDENTS - sandbox.state.students.students.length));
      const students = Array.from({ length: rows }, (_, i) => benchStudentRow(app, `grow${batch}`, i));
      const response = await setupCall('POST', '/student/import', { students });
      if (response.status !== 202) throw new Error(`import answered ${response.status}: ${await response.text()}`);
      sandbox.advanceClock(10);
    }
    await sandbox.flush();
    console.log(
      `   ${sandbox.state.students.students.length} students; file ${(statSync(file).size / 1e6).toFixed(1)} MB`,
    );

    const changes: Array<[string, (i: number) => Promise<Response>]> = [
      ['a read (listStudents, its rate window counted)', (i) => call('GET', `/student?page=${i + 1}`)],
      [
        'a registration (registerStudent)',
        (i) => call('POST', '/student', { ...benchStudentRow(app, 'persist', i), externalRef: undefined }),
      ],
    ];
    const figures = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
    };
    // CPU time in user mode is the main thread's work (the file is written by libuv's threads, mostly in the
    // kernel): unlike the blocked wall time, it does not grow when other processes take the cores.
    const userMs = (since: NodeJS.CpuUsage) => process.cpuUsage(since).user / 1000;
    for (const [label, change] of changes) {
      const blocked: number[] = [];
      const cpu: number[] = [];
      const wholeState: number[] = [];
      const wholeCpu: number[] = [];
      for (let i = 0; i < CHANGES; i++) {
        const response = await change(i);
        if (response.status >= 300) throw new Error(`${label} answered ${response.status}`);
        const before = performance.eventLoopUtilization();
        let cpuBefore = process.cpuUsage();
        await sandbox.flush();
        blocked.push(performance.eventLoopUtilization(before).active);
        cpu.push(userMs(cpuBefore));
        // In the same conditions, what a write of the whole state costs the main thread (serialise and encode).
        const started = performance.now();
        cpuBefore = process.cpuUsage();
        Buffer.from(JSON.stringify({ version: PERSISTED_VERSION, kernel: sandbox.kernel, state: sandbox.state }));
        wholeState.push(performance.now() - started);
        wholeCpu.push(userMs(cpuBefore));
      }
      console.log(`   ${label} (${CHANGES} changes):`);
      console.log(`     event loop blocked per persisted change ${figures(blocked)} (main-thread CPU ${figures(cpu)})`);
      console.log(`     the whole state, as every write did before: ${figures(wholeState)} (CPU ${figures(wholeCpu)})`);
    }

    const started = performance.now();
    const reloaded = createSandbox({ dataFile: file });
    console.log(
      `   load at start: ${(performance.now() - started).toFixed(0)} ms (${reloaded.state.students.students.length} students)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
