import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createSandboxApp } from '@/server/sandbox/app';
import { buildAvailableTree } from '@/server/sandbox/exams/tree';
import { organizationBySlug } from '@/server/sandbox/reference/reference-state';
import { signToken } from '@/server/sandbox/testing/sign-token';

/**
 * The available-exams tree (spec §4.5) for one seeded student of `stem`: latency of
 * GET /v1/{org}/exam/available/{studentId} in process (app.fetch, whole pipeline, rate limit off),
 * and of the tree builder alone, on the seed and on a state with many more applications.
 * Figures only; nothing asserts on time. Run: npx tsx bench/sandbox-exams.ts
 */
const CALLS = 500;

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `p50 ${at(50).toFixed(3)} ms, p95 ${at(95).toFixed(3)} ms, p99 ${at(99).toFixed(3)} ms, max ${at(100).toFixed(3)} ms`;
}

export async function run(): Promise<void> {
  const app = createSandboxApp({ rateLimit: false });
  const sandbox = app.sandbox;
  const stem = organizationBySlug(sandbox.state.reference, 'stem')._id;
  const middle = new Set(
    sandbox.state.reference.grades.filter((g) => ['5', '6', '7', '8', '9'].includes(g.name)).map((g) => g._id),
  );
  const copy = sandbox.state.students.orgCopies.find((c) => {
    const s = sandbox.state.students.students.find((x) => x._id === c.mainId);
    return c.organizationId === stem && s?.grade !== undefined && middle.has(s.grade);
  });
  const student = sandbox.state.students.students.find((s) => s._id === copy?.mainId);
  if (!student) throw new Error('no seeded stem student in grades 5-9');
  const token = await signToken({ ...sandboxDemoAccount, nowSeconds: Math.floor(sandbox.now().getTime() / 1000) });
  const url = `http://bench.test/v1/${stem}/exam/available/${student._id}`;

  const call = async () => {
    const response = await app.fetch(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
    if (response.status !== 200) throw new Error(`tree answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: unknown[] };
  };
  const first = await call();
  for (let i = 0; i < 50; i++) await call(); // warm-up

  const http: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    http.push(performance.now() - started);
  }
  console.log(
    `   seed: ${sandbox.state.exams.exams.length} exams, ${sandbox.state.exams.applications.length} applications; tree of ${first.data.length} categories`,
  );
  console.log(`   GET available exams, in process (${CALLS} calls): ${percentiles(http)}`);

  const pure = (label: string) => {
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      buildAvailableTree(sandbox.state.exams, stem, student, sandbox.now());
      samples.push(performance.now() - started);
    }
    console.log(`   tree builder alone, ${label} (${CALLS} calls): ${percentiles(samples)}`);
  };
  pure('seed');

  // 20,000 more applications of other students (the builder filters the student's own).
  const template = sandbox.state.exams.applications[0];
  if (template) {
    for (let i = 0; i < 20_000; i++)
      sandbox.state.exams.applications.push({ ...template, _id: sandbox.newId(), studentId: `bench${i}` });
    pure('with 20,000 more applications');
  }
}

if (process.argv[1]?.endsWith('sandbox-exams.ts')) await run();
