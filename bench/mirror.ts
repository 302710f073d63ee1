import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { storedCopies } from '@/server/db/schema';
import { runDirectorySyncTick, type TickOutcome } from '@/server/directory/sync-run';
import { readSyncState } from '@/server/directory/sync-state';
import { sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';
import { copyStore } from '@/server/read-model/copies';
import { accountIdFor } from '@/server/sandbox/kernel/accounts';
import { parseSeedStudents, SEED_STUDENTS_ENV } from '@/server/sandbox/seed-size';
import { startStandalone } from '@/server/sandbox/standalone';
import { organizationCardsOfRun } from '@/server/students/mirrored-cards';
import { readUpstream, standaloneSandbox, upstreamSince } from './console-load/sandbox-stats';
import { perRecordEstimate, type AccountShape } from './mirror/per-record-estimate';

/** The directory sync must finish a whole run within this, at the share it has while people work. */
const GOAL_MINUTES = 30;
const SHARES = [0.5, 1] as const;

/** A failed query's reason (drizzle's own message repeats the whole statement). */
const reason = (error: unknown) => {
  const e = error as Error & { cause?: Error };
  return (e.cause?.message ?? e.message).slice(0, 200);
};
const minutes = (s: number) => `${(s / 60).toFixed(1)} min`;
const ops = (byOperation: Record<string, number>) =>
  Object.entries(byOperation)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([op, n]) => `${op} ${n}`)
    .join(', ') || 'none';

/**
 * The console's mirror of the account: `npm run bench -- mirror [--students=20000]`. A standalone sandbox in this
 * process whose demo account is seeded with N students (SANDBOX_SEED_STUDENTS), the directory sync (both passes,
 * the deps the console gives it: server/directory/scheduler.ts) into a fresh PGlite, keeping students and
 * organization cards as stored copies, run until it completes, at share 0.5 (people at work) and 1 (idle).
 * Waiting for a rate window advances the sandbox clock instead of sleeping; the real time is wall + the waits
 * skipped. Beside it, computed and not run: reading every card one record at a time.
 */
export async function run(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: false,
    options: { students: { type: 'string', default: '20000' } },
  });
  const students = parseSeedStudents(String(values.students), '--students');
  const before = process.env[SEED_STUDENTS_ENV];
  process.env[SEED_STUDENTS_ENV] = String(students);
  let started = performance.now();
  const standalone = await startStandalone({ port: 0 }).finally(() => {
    if (before === undefined) delete process.env[SEED_STUDENTS_ENV];
    else process.env[SEED_STUDENTS_ENV] = before;
  });
  const sandbox = standalone.app.sandbox;
  const stats = standaloneSandbox(standalone.baseUrl.replace(/\/v1$/, ''));
  const shape = accountShapeOf(sandbox.state, accountIdFor(sandboxDemoAccount.apiKey));
  console.log(
    `   sandbox seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${shape.students} students of the demo account, ` +
      `${shape.activatedPairs} activated (student, organization) pairs, ${shape.signedInPairs} signed in, ` +
      `${sandbox.state.exams.applications.length} applications, ${sandbox.state.reference.organizations.length} organizations`,
  );
  const real: Record<number, number> = {};
  try {
    for (const share of SHARES) {
      // Rate windows start afresh for each run (not counted in either).
      sandbox.advanceClock(61);
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-mirror-'));
      const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
      try {
        await migrateHandle(handle);
        const copies = copyStore(async () => handle.db);
        const accountKey = sandboxDemoAccount.apiKey;
        let cardsWritten = 0;
        let copyErrors = 0;
        const deps = {
          ...sandboxSyncDeps(standalone, handle.db, { owner: 'bench-mirror', share }),
          keepStudents: async (list: readonly { _id: string }[], readAt: Date) => {
            try {
              const entries = list.map((s) => ({ key: s._id, data: s, subject: s._id }));
              await copies.putMany(accountKey, 'student', entries, readAt);
            } catch (error) {
              copyErrors++;
              console.error(`   could not keep the students: ${reason(error)}`);
            }
          },
          keepOrganizationCards: async (
            runId: string,
            organization: { id: string; slug: string; name: string },
            readAt: Date,
          ) => {
            try {
              const cards = await organizationCardsOfRun(handle.db, runId, organization);
              await copies.putMany(accountKey, 'student-organization', cards, readAt);
              cardsWritten += cards.length;
            } catch (error) {
              copyErrors++;
              console.error(`   could not keep ${organization.slug}'s cards: ${reason(error)}`);
            }
          },
        };
        const upstreamBefore = await readUpstream(stats);
        const offsetBefore = sandbox.kernel.clockOffsetMs;
        started = performance.now();
        const outcomes: TickOutcome[] = [];
        while (outcomes.at(-1) !== 'completed' && outcomes.length < 20) {
          const outcome = await runDirectorySyncTick(deps);
          outcomes.push(outcome);
          if (outcome === 'failed' || outcome === 'not-due') break;
        }
        const wall = (performance.now() - started) / 1000;
        const skipped = (sandbox.kernel.clockOffsetMs - offsetBefore) / 1000;
        const upstream = upstreamSince(upstreamBefore, await readUpstream(stats));
        const state = await readSyncState(handle.db);
        const stored = async (kind: 'student' | 'student-organization') =>
          (
            await handle.db
              .select({ n: count() })
              .from(storedCopies)
              .where(and(eq(storedCopies.accountKey, accountKey), eq(storedCopies.kind, kind)))
          )[0]?.n ?? 0;
        const total = wall + skipped;
        real[share] = total;
        console.log(
          `\n   share ${share}${share === 0.5 ? ' (the default while people work)' : ' (idle)'}: ${outcomes.join(', ')}` +
            (state.lastError ? ` (last error: ${state.lastError})` : '') +
            `; ${state.lastCompletedCount ?? 0} directory rows`,
        );
        console.log(`   calls: ${upstream.requests} (${ops(upstream.byOperation)}); ${upstream.tooManyRequests} × 429`);
        console.log(
          `   cards written: ${cardsWritten} of ${shape.activatedPairs} (one per activated pair; stored: ${await stored('student-organization')} organization cards, ${await stored('student')} student records)` +
            (copyErrors ? `; ${copyErrors} writes failed` : ''),
        );
        console.log(
          `   time: wall ${wall.toFixed(1)} s + ${skipped.toFixed(0)} s of rate-window waits skipped by advancing the sandbox clock ` +
            `= about ${minutes(total)} in real time`,
        );
      } finally {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    standalone.server.close();
  }

  console.log(`\n   the per-record alternative on the same account (computed, not run; ${shape.students} students):`);
  for (const card of ['current', 'old'] as const) {
    const e = perRecordEstimate(shape, { perMinute: 50, card });
    console.log(
      `   ${card === 'current' ? '2-call card (getOrgStudent, listStudentApplications)' : 'old 4-call card (+ certificates, reports)'} + getStudent: ` +
        `${e.calls} calls (${ops(e.byOperation)}); at 50 a minute per operation ${e.slowest} decides: about ${minutes(e.minutes * 60)} (${(e.minutes / 60).toFixed(1)} h)`,
    );
  }
  const atDefault = real[0.5];
  console.log(
    `   goals: 0 × 429 (see each run above); a complete run ≤ ${GOAL_MINUTES} min at share 0.5: ` +
      (atDefault === undefined
        ? '–'
        : `${atDefault / 60 <= GOAL_MINUTES ? 'pass' : 'MISS'} (${minutes(atDefault)}; share 1: ${minutes(real[1] ?? NaN)})`),
  );
}

/** Students of the account, their activated (student, organization) pairs and the pairs signed in. */
function accountShapeOf(
  state: {
    students: {
      students: Array<{ _id: string; ownerAccountId: string; activatedPlatformsThisSeason: string[] }>;
      orgCopies: Array<{ mainId: string; organizationId: string }>;
    };
    reference: { organizations: Array<{ _id: string; slug: string }> };
  },
  accountId: string,
): AccountShape {
  const ours = state.students.students.filter((s) => s.ownerAccountId === accountId);
  const ids = new Set(ours.map((s) => s._id));
  const organizations = state.reference.organizations;
  const activatedPairs = ours.reduce(
    (sum, s) => sum + organizations.filter((o) => isActivatedFor(s.activatedPlatformsThisSeason, o.slug)).length,
    0,
  );
  const signedIn = new Set(
    state.students.orgCopies.filter((c) => ids.has(c.mainId)).map((c) => `${c.mainId}:${c.organizationId}`),
  );
  return { students: ours.length, activatedPairs, signedInPairs: signedIn.size };
}
