import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { directoryStudents } from '@/server/db/schema';
import { runDirectorySyncTick } from '@/server/directory/sync-run';
import { addSandboxStudents } from '@/test/support/directory/sandbox-sync';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { startStandalone } from '@/server/sandbox/standalone';

const STUDENTS = 20_000;

/**
 * The directory sync over 20,000 students of a standalone sandbox (over HTTP), both passes (listStudents, then
 * each organization's signed-in students), into a fresh PGlite, once as
 * background work while people use the console (share 0.5) and once idle (share 1). The client's clock is
 * the sandbox's: waiting for the next rate window advances the sandbox clock instead of sleeping 60 s; the real
 * time so skipped is printed beside the wall time.
 */
export async function run(): Promise<void> {
  const standalone = await startStandalone({ port: 0 });
  const sandbox = standalone.app.sandbox;
  const own = sandbox.state.students.students.filter((s) => s.ownerAccountId === sandbox.accounts()[0]!._id).length;
  // About one in five has signed in to an organization or two (the seed's own students too).
  addSandboxStudents(sandbox, sandboxDemoAccount.apiKey, STUDENTS - own, 'bench', {
    signedIn: (i) =>
      i % 7 === 0 ? ['stem', 'hilingua'] : i % 11 === 0 ? ['coding', 'neo'] : i % 13 === 0 ? ['gmath'] : [],
  });
  // One client for both runs, as the console has one per process (its rate budget remembers the window).
  let counters = {
    add: (_t: number) => 0,
    org: () => 0,
    refused: () => 0,
    advanced: (_n: number) => 0,
    remaining: (_op: string, _r: number) => 0,
  };
  const clock = {
    now: () => sandbox.now().getTime(),
    sleep: async (ms: number) => {
      counters.advanced(Math.ceil(ms / 1000));
      sandbox.advanceClock(Math.ceil(ms / 1000));
    },
  };
  const fetching = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const op =
      path === '/v1/student'
        ? 'listStudents'
        : /^\/v1\/[0-9a-f]{24}\/student$/.test(path)
          ? 'listOrgStudents'
          : /^\/v1\/[0-9a-f]{24}\/application$/.test(path)
            ? 'listApplications'
            : 'other';
    if (op === 'listStudents') counters.add(sandbox.now().getTime());
    if (op === 'listOrgStudents' || op === 'listApplications') counters.org();
    const response = await fetch(input, init);
    if (response.status === 429) counters.refused();
    const remaining = response.headers.get('x-ratelimit-remaining');
    if (remaining !== null) counters.remaining(op, Number(remaining));
    return response;
  }) as typeof fetch;
  const api = createPartnerApi(
    createPartnerClient({ baseUrl: standalone.baseUrl, ...sandboxDemoAccount, fetch: fetching, clock }),
  );
  try {
    for (const share of [0.5, 1]) {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-directory-'));
      const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
      await migrateHandle(handle);
      const times: number[] = [];
      let orgRequests = 0;
      let refused = 0;
      let apiMs = 0;
      let advancedSeconds = 0;
      const minRemaining: Record<string, number> = { listStudents: 100, listOrgStudents: 100, other: 100 };
      counters = {
        add: (t: number) => times.push(t),
        org: () => orgRequests++,
        refused: () => refused++,
        advanced: (n: number) => (advancedSeconds += n),
        remaining: (op: string, r: number) => (minRemaining[op] = Math.min(minRemaining[op] ?? 100, r)),
      };
      const started = performance.now();
      const outcome = await runDirectorySyncTick({
        db: handle.db,
        owner: 'bench',
        intervalMs: 600_000,
        share: async () => share,
        listStudents: async (page, s) => {
          const t = performance.now();
          const answer = await api.listStudents({ page, limit: 100 }, { share: s });
          apiMs += performance.now() - t;
          return answer;
        },
        organizations: async () =>
          (await api.listOrganizations({ limit: 100 })).data.map((o) => ({ id: o._id, slug: o.slug, name: o.name })),
        listOrgStudents: async (organizationId, page, s) => {
          const t = performance.now();
          const answer = await api.listOrgStudents({ organizationId }, { page, limit: 100 }, { share: s });
          apiMs += performance.now() - t;
          return answer;
        },
        listApplications: async (organizationId, page, s) => {
          const t = performance.now();
          const answer = await api.listApplications({ organizationId }, { page, limit: 100 }, { share: s });
          apiMs += performance.now() - t;
          return answer;
        },
      });
      const wall = (performance.now() - started) / 1000;
      const [rows] = await handle.db.select({ n: count() }).from(directoryStudents);
      const [signedIn] = await handle.db
        .select({ n: count() })
        .from(directoryStudents)
        .where(sql`cardinality(${directoryStudents.signedInOrgs}) > 0`);
      console.log(
        `   share ${share}: ${outcome}, ${rows?.n} rows (${signedIn?.n} signed in somewhere), ${times.length} listStudents requests (${STUDENTS / 100} pages needed) ` +
          `+ ${orgRequests} listOrgStudents and listApplications requests (organizations pass, 5 organizations), ${refused} × 429, ` +
          `wall ${wall.toFixed(1)} s (API ${(apiMs / 1000).toFixed(1)} s incl. ${advancedSeconds} s of sandbox clock advanced instead of waited, DB ${(wall - apiMs / 1000).toFixed(1)} s), ` +
          `peak ${100 - minRemaining.listStudents!}% of listStudents' 100/60 s ceiling, ${100 - minRemaining.listOrgStudents!}% of listOrgStudents' (lowest X-RateLimit-Remaining ${minRemaining.listStudents}, ${minRemaining.listOrgStudents})`,
      );
      // The wall time above skips the waits for the next rate window; a real sync spends them in real time.
      console.log(
        `   share ${share}, real-time cost skipped: ${advancedSeconds} s (${(advancedSeconds / 60).toFixed(1)} min) of rate-window waits were made by advancing ` +
          `the sandbox clock; against an API that waits in real time this sync would take about ${((wall + advancedSeconds) / 60).toFixed(1)} min, not ${wall.toFixed(1)} s`,
      );
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    standalone.server.close();
  }
}
