import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { directoryStudents, importChunks, importJobs } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { systemClock } from '@/server/partner/clock';
import { getJob, listChunkSummaries } from './job-store';
import { readChunkRows, readJobRowOutcomes } from './job-rows';
import { createImportRunner } from './runner';
import { seedQueuedJob } from '@/test/support/imports/seed-jobs';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';

/**
 * The runner against a standalone sandbox over HTTP and a real (PGlite) database: a console restart
 * between two chunks, and a crash after a chunk was sent but before its answer was stored, each end with
 * exactly one import per chunk in the sandbox (spec §4.3 rule 4: the same rows answer the same import).
 */
process.env.SANDBOX_IMPORT_DELAY_MS = '150';

const world = withSandboxAndDatabase(testDatabases()[0]!);
let countryId: string;

const client = () =>
  createPartnerClient({
    baseUrl: world.baseUrl,
    apiKey: sandboxDemoAccount.apiKey,
    apiSecret: sandboxDemoAccount.apiSecret,
  });
/** registerStudent calls the runners sent, by address. */
const registerCalls: string[] = [];
const runner = (owner: string, leaseMs = 2_000) => {
  const c = client();
  const api = createPartnerApi(c);
  return createImportRunner({
    db: world.db,
    api: {
      ...api,
      registerStudent: (body, o) => {
        registerCalls.push(body.email);
        return api.registerStudent(body, o);
      },
    },
    budgetState: c.budgetState,
    clock: systemClock,
    owner,
    leaseMs,
    pollMs: 100,
    idleMs: 100,
  });
};
const demoImports = () =>
  world.sandbox.state.students.imports.filter(
    (i) => i.accountId === world.sandbox.accounts().find((a) => a.apiKey === sandboxDemoAccount.apiKey)!._id,
  );

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  const countries = await createPartnerApi(client()).listCountries({ limit: 100 });
  countryId = countries.data.find((c) => c.iso2 === 'GE')!._id;
});

describe('import runner', () => {
  it('survives a restart between chunks and a crash after sending: one import per chunk, 1,250 students', async () => {
    const before = demoImports().length;
    const jobId = await seedQueuedJob(world.db, 1250, countryId);
    const first = runner('instance-a');
    first.start();
    // Stop the first instance once the second chunk has been sent.
    await until(async () => (await listChunkSummaries(world.db, jobId))[1]?.status === 'sent');
    await first.stop();
    const [c0, c1] = await listChunkSummaries(world.db, jobId);
    expect(c0).toMatchObject({ status: 'succeeded', registered: 1000, size: 1000 });
    const sentImportId = c1!.apiImportId;
    expect(sentImportId).toBeTruthy();

    // As if that instance crashed before storing the answer: the chunk is "sending", its lease still held.
    await world.db
      .update(importChunks)
      .set({ status: 'sending', apiImportId: null })
      .where(and(eq(importChunks.jobId, jobId), eq(importChunks.index, 1)));
    await world.db
      .update(importJobs)
      .set({ leaseOwner: 'instance-a', leaseExpiresAt: new Date(Date.now() + 1_000) })
      .where(eq(importJobs.id, jobId));

    const second = runner('instance-b');
    second.start();
    await new Promise((r) => setTimeout(r, 400));
    expect((await getJob(world.db, jobId))?.leaseOwner).toBe('instance-a');
    await until(async () => (await getJob(world.db, jobId))?.status === 'succeeded');
    await second.stop();

    const chunks = await listChunkSummaries(world.db, jobId);
    expect(chunks.map((c) => [c.status, c.registered])).toEqual([
      ['succeeded', 1000],
      ['succeeded', 250],
    ]);
    expect(chunks[1]!.apiImportId).toBe(sentImportId);
    const made = demoImports().slice(before);
    expect(made.map((i) => [i.total, i.status])).toEqual([
      [1000, 'succeeded'],
      [250, 'succeeded'],
    ]);
    const job = await getJob(world.db, jobId);
    expect(job).toMatchObject({ status: 'succeeded', registered: 1250, leaseOwner: null });
    // The directory (empty before) learned every registered student from the runner's own reads.
    const [learned] = await world.db
      .select({ n: count() })
      .from(directoryStudents)
      .where(eq(directoryStudents.schoolName, 'Tbilisi Public School No. 1'));
    expect(learned?.n).toBe(1250);
  });

  it('a 12-row file registered one by one survives a stop mid-way and a crash around a call: 12 students, none twice', async () => {
    const jobId = await seedQueuedJob(world.db, 12, countryId);
    expect((await listChunkSummaries(world.db, jobId)).map((c) => c.size)).toEqual([12]);
    const readResults = async () => (await readJobRowOutcomes(world.db, jobId)).map((o) => o.result);
    const first = runner('instance-c');
    first.start();
    await until(async () => ((await listChunkSummaries(world.db, jobId))[0]?.registered ?? 0) >= 4);
    await first.stop();
    const midway = await readResults();
    const done = midway.filter((r) => r?.status === 'registered').length;
    expect(done).toBeGreaterThanOrEqual(4);
    expect(done).toBeLessThan(12);
    expect((await getJob(world.db, jobId))?.status).toBe('running');

    // As if the instance crashed twice over: row `done - 1` registered but its answer never stored, and row
    // `done` marked as being sent but the call never made. The lease is still held by the crashed instance.
    const lost = midway[done - 1]!;
    const rewritten = midway.map((r, i) => (i === done - 1 || i === done ? { status: 'sending' } : r));
    await world.db
      .update(importChunks)
      .set({ results: rewritten as never, registered: done - 1 })
      .where(eq(importChunks.jobId, jobId));
    await world.db
      .update(importJobs)
      .set({ leaseOwner: 'instance-c', leaseExpiresAt: new Date(Date.now() + 1_000) })
      .where(eq(importJobs.id, jobId));
    const callsBefore = registerCalls.length;

    const second = runner('instance-d');
    second.start();
    await until(async () => (await getJob(world.db, jobId))?.status === 'succeeded');
    await second.stop();

    const results = await readResults();
    expect(results.every((r) => r?.status === 'registered' && r.studentId && r.username)).toBe(true);
    // The lost answer's row is the student made then, found by its address, not registered again.
    expect(results[done - 1]).toMatchObject({ studentId: lost.studentId, username: lost.username });
    expect(registerCalls.length - callsBefore).toBe(12 - done);
    const emails = (await readJobRowOutcomes(world.db, jobId)).map((o) => o.email);
    expect(new Set(registerCalls.filter((e) => emails.includes(e))).size).toBe(12);
    expect(registerCalls.filter((e) => emails.includes(e))).toHaveLength(12);
    expect(new Set(results.map((r) => r?.studentId)).size).toBe(12);
    expect(await getJob(world.db, jobId)).toMatchObject({ status: 'succeeded', registered: 12, leaseOwner: null });
    const [learned] = await world.db
      .select({ n: count() })
      .from(directoryStudents)
      .where(inArray(directoryStudents.email, emails));
    expect(learned?.n).toBe(12);
  });

  it('one by one, a refused row is recorded with the API’s words and the others go on: 11 of 12 registered', async () => {
    const jobId = await seedQueuedJob(world.db, 12, countryId);
    // Row 4's address is taken before the job runs (as by someone on the Students page).
    const stored = await readChunkRows(world.db, jobId, 0);
    const { externalRef: _ref, ...taken } = stored!.rows[3]!;
    await createPartnerApi(client()).registerStudent(taken as never);
    const r = runner('instance-e');
    r.start();
    await until(async () => (await getJob(world.db, jobId))?.status === 'failed');
    await r.stop();
    const results = (await readJobRowOutcomes(world.db, jobId)).map((o) => o.result);
    expect(results.map((x) => x?.status)).toEqual([
      ...Array(3).fill('registered'),
      'rejected',
      ...Array(8).fill('registered'),
    ]);
    expect(results[3]?.error).toBeTruthy();
    expect(await getJob(world.db, jobId)).toMatchObject({ status: 'failed', registered: 11 });
    expect((await listChunkSummaries(world.db, jobId))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'rows_rejected',
      registered: 11,
    });
  });
});
