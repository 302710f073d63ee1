import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { directoryStudents } from '@/server/db/schema';
import { runDirectorySyncTick } from '@/server/directory/sync-run';
import { addSandboxStudents } from '@/server/directory/testing';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { startStandalone } from '@/server/sandbox/standalone';

const STUDENTS = 20_000;

/**
 * The directory sync over 20,000 students of a standalone sandbox (over HTTP), into a fresh PGlite, once as
 * background work while people use the console (share 0.5) and once idle (share 1). The client's clock is
 * the sandbox's: waiting for the next rate window advances the sandbox clock instead of sleeping 60 s.
 */
export async function run(): Promise<void> {
  const standalone = await startStandalone({ port: 0 });
  const sandbox = standalone.app.sandbox;
  const own = sandbox.state.students.students.filter((s) => s.ownerAccountId === sandbox.accounts()[0]!._id).length;
  addSandboxStudents(sandbox, sandboxDemoAccount.apiKey, STUDENTS - own, 'bench');
  // One client for both runs, as the console has one per process (its rate budget remembers the window).
  let counters = { add: (_t: number) => 0, refused: () => 0, advanced: (_n: number) => 0, remaining: (_r: number) => 0 };
  const clock = {
    now: () => sandbox.now().getTime(),
    sleep: async (ms: number) => {
      counters.advanced(Math.ceil(ms / 1000));
      sandbox.advanceClock(Math.ceil(ms / 1000));
    },
  };
  const fetching = (async (input: RequestInfo | URL, init?: RequestInit) => {
    counters.add(sandbox.now().getTime());
    const response = await fetch(input, init);
    if (response.status === 429) counters.refused();
    const remaining = response.headers.get('x-ratelimit-remaining');
    if (remaining !== null) counters.remaining(Number(remaining));
    return response;
  }) as typeof fetch;
  const api = createPartnerApi(createPartnerClient({ baseUrl: standalone.baseUrl, ...sandboxDemoAccount, fetch: fetching, clock }));
  try {
    for (const share of [0.5, 1]) {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-directory-'));
      const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
      await migrateHandle(handle);
      const times: number[] = [];
      let refused = 0;
      let apiMs = 0;
      let advancedSeconds = 0;
      let minRemaining = 100;
      counters = {
        add: (t: number) => times.push(t),
        refused: () => refused++,
        advanced: (n: number) => (advancedSeconds += n),
        remaining: (r: number) => (minRemaining = Math.min(minRemaining, r)),
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
      });
      const wall = (performance.now() - started) / 1000;
      const [rows] = await handle.db.select({ n: count() }).from(directoryStudents);
      console.log(
        `   share ${share}: ${outcome}, ${rows?.n} rows, ${times.length} listStudents requests (${STUDENTS / 100} pages needed), ${refused} × 429, ` +
          `wall ${wall.toFixed(1)} s (API ${(apiMs / 1000).toFixed(1)} s incl. ${advancedSeconds} s of sandbox clock advanced instead of waited, DB ${(wall - apiMs / 1000).toFixed(1)} s), ` +
          `peak ${100 - minRemaining}% of the 100/60 s ceiling (lowest X-RateLimit-Remaining ${minRemaining})`,
      );
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    standalone.server.close();
  }
}
