import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import Papa from 'papaparse';
import { directoryRowOf } from '@/lib/directory/to-row';
import { resultsFileWordsFrom, type ResultsFileWords, type ResultsTranslator } from '@/lib/csv/results-words';
import ka from '@/lib/i18n/messages/ka.json';
import type { ConsoleUser } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { importJobs, rateBudget } from '@/server/db/schema';
import { upsertDirectoryRows } from '@/server/directory/store';
import { getPartnerClient, partner, resetPartnerClientForTests } from '@/server/partner';
import { systemClock } from '@/server/partner/clock';
import { testDatabases } from '@/test/support/db/test-databases';
import {
  mySchool,
  otherSchool,
  scopeUsers,
  startScopeFixture,
  type ScopeFixture,
} from '@/test/support/directory/scope-fixture';
import { createActivationJob } from './activation-job';
import { buildJobResults } from './results-file';
import { getJob, listChunkSummaries } from './job-store';
import { readChunkRows } from './job-rows';
import { createImportRunner } from './runner';
import type { ImportApi } from './types';

/**
 * Bulk activation (kind `activation`) through the import runner against a standalone sandbox: fresh students of the
 * test's own, each activated with one updateStudent; one already activated is skipped without a call; an id the API
 * does not know is refused with its request id; a restart mid-way loses and repeats nothing; a coordinator cannot
 * name another school's student or school. On PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const admin = scopeUsers.admin;
const coordinator = scopeUsers.coordinator;
const unknownId = 'abcdefabcdefabcdefabcdef';

/** Every answer status of updateStudent, by the wrapped global fetch (a 429 would show here). */
const answers: number[] = [];
const updateCalls: string[] = [];

function countingApi(): ImportApi {
  return {
    ...partner,
    updateStudent: (studentId, body, options) => {
      updateCalls.push(studentId);
      return partner.updateStudent(studentId, body, options);
    },
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 150_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${check.toString().slice(0, 120)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const words = (): ResultsFileWords =>
  resultsFileWordsFrom(
    createTranslator({ locale: 'ka', messages: ka, namespace: 'importResults' }) as unknown as ResultsTranslator,
    'ka',
  );

describe.each(testDatabases())('bulk activation through the import runner ($name)', (target) => {
  let fixture: ScopeFixture;
  let tag = 0;

  /** `n` students of the coordinator's school registered now (activated for hilingua only), in the directory. */
  async function freshStudents(n: number, platforms: ('hilingua' | 'stem')[] = ['hilingua']): Promise<string[]> {
    const run = `${Date.now().toString(36)}${tag++}`;
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const made = await partner.registerStudent({
        firstName: 'Tamar',
        lastName: `Activation ${run} ${i}`,
        birth: '01/02/2012',
        sex: 'f',
        email: `bulk-${run}-${i}@example.test`,
        country: fixture.mine.country!._id,
        city: fixture.mine.city!._id,
        school: fixture.mine.school!._id,
        grade: fixture.mine.grade!._id,
        password: 'Xq7-orchard-Lemon-42',
        activatedPlatformsThisSeason: platforms,
      });
      ids.push(made.data._id);
    }
    const listed = await partner.listStudents({
      email: ids.map((_, i) => `bulk-${run}-${i}@example.test`),
      limit: 100,
    });
    const at = new Date();
    await upsertDirectoryRows(
      await getDb(),
      listed.data.map((s) => directoryRowOf(s, at)),
    );
    return ids;
  }

  const platformsOf = (id: string) =>
    fixture.sandbox.state.students.students.find((s) => s._id === id)?.activatedPlatformsThisSeason;

  beforeAll(async () => {
    fixture = await startScopeFixture({ database: target });
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const answer = await realFetch(input, init);
      if ((init?.method ?? 'GET') === 'PUT') answers.push(answer.status);
      return answer;
    };
  }, 60_000);
  afterAll(async () => {
    await fixture?.stop();
  });

  it('activates 40 students, skips the one already activated, records the refusal with its request id; no 429', async () => {
    const db = await getDb();
    const fresh = await freshStudents(40);
    const [already] = await freshStudents(1, ['stem']);
    const before = { answers: answers.length, calls: updateCalls.length };
    const { jobId, totalRows } = await createActivationJob(db, admin, {
      organization: 'stem',
      source: { by: 'ids', studentIds: [...fresh.slice(0, 20), already!, unknownId, ...fresh.slice(20)] },
    });
    expect(totalRows).toBe(42);
    const live = createImportRunner({ ...runnerDeps(db), owner: 'instance-a' });
    live.start();
    await until(
      async () => (await getJob(db, jobId))?.status !== 'queued' && (await getJob(db, jobId))?.finishedAt != null,
    );
    await live.stop();

    const job = (await getJob(db, jobId))!;
    expect(job).toMatchObject({ kind: 'activation', organization: 'stem', status: 'failed', registered: 41 });
    const [chunk] = await listChunkSummaries(db, jobId);
    expect(chunk).toMatchObject({ status: 'failed', registered: 41, skipped: 1 });
    const stored = (await readChunkRows(db, jobId, 0))!;
    const byId = new Map(stored.rows.map((row, i) => [String(row.studentId), stored.results![i]!]));
    for (const id of fresh) {
      expect(byId.get(id)).toMatchObject({ status: 'activated', requestId: expect.any(String) });
      expect(platformsOf(id)).toEqual(['hilingua', 'stem']);
    }
    expect(byId.get(already!)).toMatchObject({ status: 'already_activated' });
    expect(byId.get(unknownId)).toMatchObject({ status: 'rejected', requestId: expect.stringMatching(/\S/) });
    // One call per student not already activated (the unknown one included), none for the skipped one, no 429.
    const calls = updateCalls.slice(before.calls);
    expect(calls).toHaveLength(41);
    expect(calls).not.toContain(already);
    expect(answers.slice(before.answers).filter((s) => s === 429)).toEqual([]);
    // The directory learnt the new lists at once.
    const { directoryRow } = await import('@/server/directory/search');
    expect((await directoryRow(db, fresh[0]!))?.platforms).toEqual(['hilingua', 'stem']);

    // The result file, in the reader's language (Georgian here): one row per student, the refusal's request id.
    const file = await buildJobResults(db, admin, jobId, 'all', 'csv', words());
    const table = Papa.parse<string[]>(String(file!.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(file!.fileName).toMatch(/^activation-stem-\d{4}-\d{2}-\d{2}-results\.csv$/);
    expect(table[0]).toEqual([
      'პლატფორმის ID',
      'სახელი და გვარი',
      'მომხმარებლის სახელი',
      'ელფოსტა',
      'სკოლა',
      'სტატუსი',
      'მოთხოვნის ნომერი',
      'შეცდომა',
    ]);
    expect(table).toHaveLength(43);
    const rowOf = (id: string) => table.find((row) => row[0] === id)!;
    expect(rowOf(fresh[5]!)[5]).toBe('გააქტიურდა');
    expect(rowOf(fresh[5]!)[4]).toBe(mySchool);
    expect(rowOf(already!)[5]).toBe('უკვე აქტივირებული იყო (გამოტოვებულია)');
    expect(rowOf(unknownId)[5]).toBe('უარყოფილია');
    expect(rowOf(unknownId)[6]).toBe(byId.get(unknownId)!.requestId);
    expect(rowOf(unknownId)[7]).toMatch(/not found/i);
    const failedOnly = await buildJobResults(db, admin, jobId, 'failed', 'xlsx', words());
    expect(failedOnly!.fileName).toMatch(/-not-activated\.xlsx$/);
  }, 240_000);

  it('a restart mid-way (one row sent, its answer lost) resumes: every student once, nothing lost or doubled', async () => {
    const db = await getDb();
    // A new minute in the sandbox, and a client that has not seen the last one: the first test spent 41 of its 100.
    // With PostgreSQL the client's windows are the rate_budget rows (shared by instances), forgotten with them.
    await fetch(`${new URL(fixture.baseUrl).origin}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 61 }),
    });
    await db.delete(rateBudget);
    resetPartnerClientForTests();
    const fresh = await freshStudents(40);
    const { jobId } = await createActivationJob(db, admin, {
      organization: 'gmath',
      source: { by: 'ids', studentIds: fresh },
    });
    const before = updateCalls.length;
    const first = createImportRunner({ ...runnerDeps(db), owner: 'instance-a' });
    first.start();
    await until(async () => ((await listChunkSummaries(db, jobId))[0]?.registered ?? 0) >= 15);
    await first.stop();
    // As if the instance crashed after sending the next row but before storing its answer: the row is `sending`.
    const stored = (await readChunkRows(db, jobId, 0))!;
    const next = stored.results!.findIndex((r) => r.status === 'pending');
    expect(next).toBeGreaterThanOrEqual(15);
    const results = stored.results!.map((r, i) => (i === next ? { status: 'sending', studentId: fresh[next] } : r));
    const { updateChunk } = await import('./job-store');
    await updateChunk(db, jobId, 0, { results });
    await partner.updateStudent(fresh[next]!, { activatedPlatformsThisSeason: ['gmath'] });

    const second = createImportRunner({ ...runnerDeps(db), owner: 'instance-b' });
    second.start();
    await until(async () => (await getJob(db, jobId))?.status === 'succeeded');
    await second.stop();

    const done = (await readChunkRows(db, jobId, 0))!;
    expect(done.results!.map((r) => r.status)).toEqual(Array(40).fill('activated'));
    expect((await getJob(db, jobId))?.registered).toBe(40);
    const calls = updateCalls.slice(before);
    // Each student sent once by the runners, the one whose answer was lost once more (safe: spec §4.3 rules 5, 8).
    expect(calls.filter((id) => id === fresh[next])).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls.length).toBe(40);
    for (const id of fresh) expect(platformsOf(id)).toEqual(['hilingua', 'gmath']);
  }, 240_000);

  it("refuses a coordinator naming another school's student, or another school, and queues nothing", async () => {
    const db = await getDb();
    const [{ n: jobsBefore }] = (await db.select({ n: count() }).from(importJobs)) as [{ n: number }];
    await expect(
      createActivationJob(db, coordinator, {
        organization: 'stem',
        source: { by: 'ids', studentIds: [fixture.mine._id, fixture.other._id] },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      createActivationJob(db, coordinator, { organization: 'stem', source: { by: 'school', school: otherSchool } }),
    ).rejects.toMatchObject({ status: 404 });
    // Through the action, as the signed-in coordinator: the same not-found answer, nothing sent.
    session.user = coordinator;
    const { startActivationAction } = await import('./actions');
    const refused = await startActivationAction({
      organization: 'stem',
      source: { by: 'ids', studentIds: [fixture.other._id] },
    });
    expect(refused).toMatchObject({ ok: false, error: { status: 404 } });
    const [{ n: jobsAfter }] = (await db.select({ n: count() }).from(importJobs)) as [{ n: number }];
    expect(jobsAfter).toBe(jobsBefore);
    // Their own school is theirs: every student of it, a search kept to it.
    const own = await createActivationJob(db, coordinator, {
      organization: 'neo',
      source: { by: 'school', school: mySchool.toUpperCase() },
    });
    const rows = await db.select().from(importJobs).where(eq(importJobs.id, own.jobId));
    expect(rows[0]).toMatchObject({ kind: 'activation', organization: 'neo', userId: coordinator.id });
    expect(own.totalRows).toBeGreaterThan(40);
    await db.delete(importJobs).where(eq(importJobs.id, own.jobId));
  }, 60_000);
});

function runnerDeps(db: Awaited<ReturnType<typeof getDb>>) {
  return {
    db,
    api: countingApi(),
    budgetState: () => getPartnerClient().budgetState(),
    clock: systemClock,
    owner: 'test',
    leaseMs: 2_000,
    pollMs: 100,
    idleMs: 100,
  };
}
