import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { importJobs } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { createPartnerApi, createPartnerClient, isPartnerApiError } from '@/server/partner';
import { systemClock } from '@/server/partner/clock';
import { memoryRequestLog } from '@/server/partner/request-log';
import { getJob, listChunkSummaries } from './job-store';
import { readJobRowOutcomes } from './job-rows';
import { createImportRunner } from './runner';
import { seedQueuedJob } from '@/test/support/imports/seed-jobs';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';
import type { ImportApi } from './types';

/**
 * What the runner spends of the API's rate windows (spec §8), counted on the standalone sandbox over
 * HTTP: result pages and listStudents calls per chunk, the poll that saw an import end doubling as its
 * first result page, getStudentImport allowed its whole window (nobody else reads it) while listStudents
 * keeps half for people, never a 429; and the next chunk sent while the ended one's rows are read,
 * with a crash in between and a cancel both still safe. Each test has a sandbox of its own, so that it
 * starts with fresh rate windows.
 */
process.env.SANDBOX_IMPORT_DELAY_MS = '150';

const world = withSandboxAndDatabase(testDatabases()[0]!, { sandbox: 'each-test' });
let countryId: string;

const accountId = () => world.sandbox.accounts().find((a) => a.apiKey === sandboxDemoAccount.apiKey)!._id;
const demoImports = () => world.sandbox.state.students.imports.filter((i) => i.accountId === accountId());
/** The sandbox's own count in the current window of one operation of the demo account. */
const sandboxWindow = (operation: string) => world.sandbox.kernel.rateWindows[`${accountId()}:${operation}`];
const endedStatuses = ['succeeded', 'failed', 'cancelled'];

interface Read {
  operation: 'getStudentImport' | 'listStudents' | 'createStudentImport' | 'registerStudent';
  rows?: number;
  importId?: string;
  page?: number;
  limit?: number;
  share?: number;
  answeredStatus?: string;
}

/** The console's real client, with every call the runner makes written down. */
function countingClient(
  options: { failFirstListStudents?: () => Promise<void>; beforeGetStudentImport?: () => Promise<void> } = {},
) {
  const log = memoryRequestLog();
  const client = createPartnerClient({
    baseUrl: world.baseUrl,
    apiKey: sandboxDemoAccount.apiKey,
    apiSecret: sandboxDemoAccount.apiSecret,
    requestLog: log,
  });
  const real = createPartnerApi(client);
  const reads: Read[] = [];
  let failed = false;
  const api: ImportApi = {
    updateStudent: real.updateStudent,
    createStudentImport: async (body, o) => {
      reads.push({ operation: 'createStudentImport', rows: body.students.length });
      return real.createStudentImport(body, o);
    },
    getStudentImport: async (importId, query = {}, o = {}) => {
      const read: Read = {
        operation: 'getStudentImport',
        importId,
        page: query.page,
        limit: query.limit,
        share: o.share,
      };
      reads.push(read);
      await options.beforeGetStudentImport?.();
      const answer = await real.getStudentImport(importId, query, o);
      read.answeredStatus = answer.data.status;
      return answer;
    },
    listStudents: async (query = {}, o = {}) => {
      reads.push({ operation: 'listStudents', limit: query.limit, share: o.share });
      if (options.failFirstListStudents && !failed) {
        failed = true;
        await options.failFirstListStudents();
        throw new Error('the instance crashed while reading results');
      }
      return real.listStudents(query, o);
    },
    registerStudent: async (body, o = {}) => {
      reads.push({ operation: 'registerStudent', share: o.share });
      return real.registerStudent(body, o);
    },
  };
  return { client, real, api, reads, log };
}

const runnerWith = (c: ReturnType<typeof countingClient>, owner: string, pollMs = 200) =>
  createImportRunner({
    db: world.db,
    api: c.api,
    budgetState: c.client.budgetState,
    clock: systemClock,
    owner,
    leaseMs: 5_000,
    pollMs,
    idleMs: 100,
  });

async function until(check: () => Promise<boolean>, timeoutMs = 40_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const jobEnded = (jobId: string) => async () => endedStatuses.includes((await getJob(world.db, jobId))?.status ?? '');

beforeEach(async () => {
  const countries = await createPartnerApi(
    createPartnerClient({
      baseUrl: world.baseUrl,
      apiKey: sandboxDemoAccount.apiKey,
      apiSecret: sandboxDemoAccount.apiSecret,
    }),
  ).listCountries({ limit: 100 });
  countryId = countries.data.find((c) => c.iso2 === 'GE')!._id;
});

describe('import runner requests', () => {
  it(
    'a 5-chunk import: 9 result pages and 10 listStudents per chunk, the ended poll as page 1, the whole getStudentImport window, no 429',
    { timeout: 90_000 },
    async () => {
      const c = countingClient();
      // Someone already used 30 of this minute's getStudentImport: with half the window for the runner it
      // would have to wait for the next window (about 60 more reads are needed); with all of it, it need not.
      for (let i = 0; i < 30; i++) {
        await c.real.getStudentImport('0123456789abcdef01234567').catch((error) => {
          if (!isPartnerApiError(error) || error.status !== 404) throw error;
        });
      }
      const before = demoImports().length;
      const jobId = await seedQueuedJob(world.db, 5000, countryId);
      const runner = runnerWith(c, 'requests');
      runner.start();
      try {
        // Within 55 s: a runner that waited for the next getStudentImport window (60 s after the 30 reads above)
        // would not be done yet. Not 40 s: on a loaded machine the import alone has taken that long.
        await until(jobEnded(jobId), 55_000);
      } finally {
        await runner.stop();
      }

      expect(await getJob(world.db, jobId)).toMatchObject({ status: 'succeeded', registered: 5000 });
      const outcomes = await readJobRowOutcomes(world.db, jobId);
      expect(
        outcomes.filter((o) => o.result?.status === 'registered' && o.result.studentId && o.result.username),
      ).toHaveLength(5000);
      const imports = demoImports().slice(before);
      expect(imports.map((i) => [i.total, i.status])).toEqual(Array.from({ length: 5 }, () => [1000, 'succeeded']));

      const gets = c.reads.filter((r) => r.operation === 'getStudentImport');
      const lists = c.reads.filter((r) => r.operation === 'listStudents');
      expect(c.reads.filter((r) => r.operation === 'createStudentImport')).toHaveLength(5);
      // Usernames: 100 addresses a call, 10 calls per 1,000 rows, on half of the window.
      expect(lists).toHaveLength(50);
      expect(new Set(lists.map((r) => `${r.limit}:${r.share}`))).toEqual(new Set(['100:0.5']));
      // Results: pages 2 to 10 only; page 1 is the poll that saw the import end (every poll reads 100 rows).
      expect(gets.filter((r) => r.page !== 1)).toHaveLength(45);
      expect(new Set(gets.map((r) => `${r.limit}:${r.share}`))).toEqual(new Set(['100:1']));
      for (const imp of imports) {
        const polls = gets.filter((r) => r.importId === imp._id && r.page === 1);
        expect(polls.filter((r) => endedStatuses.includes(r.answeredStatus ?? ''))).toHaveLength(1);
        // The import ends 300 ms after it is made; polls fall 200 ms apart.
        expect(polls.length).toBeLessThanOrEqual(4);
      }
      // Every read of the runner fell in the window the 30 reads above opened: it never waited for a new one.
      expect(sandboxWindow('getStudentImport')?.count).toBe(30 + gets.length);
      expect(c.log.entries.filter((e) => e.status === 429)).toHaveLength(0);
      expect(Object.keys(world.sandbox.kernel.pauses)).toEqual([]);
    },
  );

  it(
    'sends the next chunk before reading the ended one’s rows; a crash in between loses nothing and sends nothing twice',
    { timeout: 60_000 },
    async () => {
      const seen: { chunks?: Awaited<ReturnType<typeof listChunkSummaries>> } = {};
      let jobId = '';
      const c = countingClient({
        failFirstListStudents: async () => {
          seen.chunks = await listChunkSummaries(world.db, jobId);
        },
      });
      const before = demoImports().length;
      jobId = await seedQueuedJob(world.db, 1250, countryId);
      const runner = runnerWith(c, 'pipeline');
      runner.start();
      try {
        await until(jobEnded(jobId));
      } finally {
        await runner.stop();
      }

      // At the crash chunk 1 had been sent and chunk 0 (ended in the API) was not yet stored.
      expect(seen.chunks?.map((ch) => ch.status)).toEqual([expect.stringMatching(/^(sent|running)$/), 'sent']);
      expect(seen.chunks?.[1]?.apiImportId).toBeTruthy();
      const chunks = await listChunkSummaries(world.db, jobId);
      expect(chunks.map((ch) => [ch.status, ch.registered])).toEqual([
        ['succeeded', 1000],
        ['succeeded', 250],
      ]);
      expect(chunks[1]!.apiImportId).toBe(seen.chunks?.[1]?.apiImportId);
      expect(chunks[1]!.sentAt!.getTime()).toBeLessThan(chunks[0]!.finishedAt!.getTime());
      expect(
        demoImports()
          .slice(before)
          .map((i) => [i.total, i.status]),
      ).toEqual([
        [1000, 'succeeded'],
        [250, 'succeeded'],
      ]);
      expect(c.reads.filter((r) => r.operation === 'createStudentImport')).toHaveLength(2);
      const outcomes = await readJobRowOutcomes(world.db, jobId);
      expect(outcomes.filter((o) => o.result?.studentId && o.result.username)).toHaveLength(1250);
      expect(await getJob(world.db, jobId)).toMatchObject({ status: 'succeeded', registered: 1250, leaseOwner: null });
    },
  );

  it(
    'a cancel while a chunk is in the API: that chunk ends there, the next one is never sent',
    { timeout: 60_000 },
    async () => {
      // The runner's first question about the sent chunk is held until the cancel is recorded: the cancel lands
      // while the chunk is in the API and that very poll is in flight, whatever the machine's speed.
      let askedAboutImport!: () => void;
      const asked = new Promise<void>((resolve) => (askedAboutImport = resolve));
      let releasePoll!: () => void;
      const pollReleased = new Promise<void>((resolve) => (releasePoll = resolve));
      const c = countingClient({
        beforeGetStudentImport: async () => {
          askedAboutImport();
          await pollReleased;
        },
      });
      const before = demoImports().length;
      const jobId = await seedQueuedJob(world.db, 1250, countryId);
      const runner = runnerWith(c, 'cancel');
      runner.start();
      try {
        await asked;
        expect((await listChunkSummaries(world.db, jobId)).map((ch) => ch.status)).toEqual(['sent', 'queued']);
        // As cancelJob (server/imports/service.ts) records it.
        await world.db
          .update(importJobs)
          .set({ cancelRequestedAt: new Date(), cancelledBy: 'admin@demo.test' })
          .where(eq(importJobs.id, jobId));
        releasePoll();
        runner.wake();
        await until(jobEnded(jobId));
      } finally {
        await runner.stop();
      }
      const chunks = await listChunkSummaries(world.db, jobId);
      expect(chunks.map((ch) => ch.status)).toEqual(['succeeded', 'cancelled']);
      expect(
        demoImports()
          .slice(before)
          .map((i) => i.total),
      ).toEqual([1000]);
      expect(await getJob(world.db, jobId)).toMatchObject({ status: 'cancelled', registered: 1000 });
    },
  );

  it(
    'a 1,012-row file: one import of 1,000 rows and 12 registerStudent calls at half the window, every row with its id and username',
    { timeout: 60_000 },
    async () => {
      const c = countingClient();
      const before = demoImports().length;
      const jobId = await seedQueuedJob(world.db, 1012, countryId);
      const runner = runnerWith(c, 'twelve-over');
      runner.start();
      try {
        await until(jobEnded(jobId));
      } finally {
        await runner.stop();
      }
      expect(c.reads.filter((r) => r.operation === 'createStudentImport').map((r) => r.rows)).toEqual([1000]);
      const registers = c.reads.filter((r) => r.operation === 'registerStudent');
      expect(registers).toHaveLength(12);
      expect(registers.every((r) => r.share === 0.5)).toBe(true);
      expect(
        demoImports()
          .slice(before)
          .map((i) => [i.total, i.status]),
      ).toEqual([[1000, 'succeeded']]);
      // The API's own count of registerStudent calls in its window: the console sent exactly 12.
      expect(sandboxWindow('registerStudent')?.count).toBe(12);
      const chunks = await listChunkSummaries(world.db, jobId);
      expect(chunks.map((ch) => [ch.size, ch.status, ch.registered])).toEqual([
        [1000, 'succeeded', 1000],
        [12, 'succeeded', 12],
      ]);
      const outcomes = await readJobRowOutcomes(world.db, jobId);
      expect(outcomes.filter((o) => o.result?.studentId && o.result.username)).toHaveLength(1012);
      expect(new Set(outcomes.map((o) => o.result?.studentId)).size).toBe(1012);
      expect(await getJob(world.db, jobId)).toMatchObject({ status: 'succeeded', registered: 1012, leaseOwner: null });
      expect(c.log.entries.filter((e) => e.status === 429)).toHaveLength(0);
    },
  );
});
