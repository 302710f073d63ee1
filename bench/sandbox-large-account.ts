import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperationId } from '@/lib/partner-api/operations';
import { handlers } from '@/server/sandbox/domains';
import { createSandbox } from '@/server/sandbox/kernel/create-sandbox';
import { seedSandboxDataFile } from '@/server/sandbox/seed-data-file';

/**
 * The demo account seeded with 20,000 students (`--students=N` to change; SANDBOX_SEED_STUDENTS): seeding time,
 * the data file's size, write and load, then the main thread's CPU time of list handlers answering a page of 100
 * (the handler and the JSON of its answer; no HTTP, no token). Figures only; nothing asserts on time.
 */
const RUNS = 41;

function studentsOption(): number {
  const word = process.argv.find((w) => w.startsWith('--students='));
  return word ? Number(word.slice('--students='.length)) : 20_000;
}

export async function run(): Promise<void> {
  const students = studentsOption();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-large-'));
  const file = path.join(dir, 'sandbox.json');
  try {
    const seeded = await seedSandboxDataFile(file, { students });
    console.log(
      `   seeded ${students} demo-account students (${seeded.students} in all) in ${seeded.seedMs.toFixed(0)} ms; file ${(seeded.bytes / 1e6).toFixed(1)} MB written in ${seeded.writeMs.toFixed(0)} ms`,
    );
    const started = performance.now();
    const sandbox = createSandbox({ dataFile: file, seedStudents: students });
    console.log(`   loaded again in ${(performance.now() - started).toFixed(0)} ms`);
    const copies = sandbox.state.students.orgCopies.length;
    const { applications, payments } = sandbox.state.exams;
    console.log(`   ${copies} sign-ins, ${applications.length} applications, ${payments.length} payments`);

    const account = sandbox.accounts()[0]!;
    const org = (slug: string) => sandbox.state.reference.organizations.find((o) => o.slug === slug)!;
    const cases: Array<[OperationId, string | null, string]> = [
      ['listStudents', null, 'limit=100'],
      ['listStudents', null, 'limit=100&page=150'],
      ['listOrgStudents', 'stem', 'limit=100'],
      ['listOrgStudents', 'stem', 'limit=100&page=80&signedIn=true'],
      ['listOrgStudents', 'stem', 'limit=100&signedIn=false'],
      ['listApplications', 'stem', 'limit=100'],
      ['listApplications', 'stem', 'limit=100&page=40'],
      ['listApplications', 'hilingua', 'limit=100'],
    ];
    for (const [operationId, slug, query] of cases) {
      const request = {
        operationId,
        sandbox,
        account,
        organization: slug ? org(slug) : null,
        params: {},
        query: new URLSearchParams(query),
        body: {},
        requestId: 'bench',
        baseUrl: 'http://bench.test/v1',
        mountUrl: 'http://bench.test',
      };
      const cpu: number[] = [];
      for (let i = 0; i < RUNS + 5; i++) {
        const before = process.cpuUsage();
        JSON.stringify(await handlers[operationId]!(request));
        const used = process.cpuUsage(before);
        if (i >= 5) cpu.push((used.user + used.system) / 1000);
      }
      cpu.sort((a, b) => a - b);
      const label = `${operationId}${slug ? ` (${slug})` : ''} ?${query}`;
      console.log(
        `   ${label.padEnd(58)} CPU median ${cpu[RUNS >> 1]!.toFixed(1)} ms, max ${cpu.at(-1)!.toFixed(1)} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
