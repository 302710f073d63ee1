/**
 * Wall time of a 5,000-row CSV import (5 chunks of 1,000) run by the console's import runner against a
 * standalone sandbox over HTTP, with a throw-away PGlite database, and the Partner API requests it used
 * per operation (from the client's request log). The sandbox holds each import queued, then running, for
 * SANDBOX_IMPORT_DELAY_MS (default 1500 ms) on its clock. The runner polls as production does
 * (importPollMs); BENCH_IMPORT_POLL_MS overrides it. Run: npm run bench -- csv-import.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { getJob, listChunkSummaries } from '@/server/imports/job-store';
import { createImportRunner } from '@/server/imports/runner';
import { importPollMs } from '@/server/imports/runner-settings';
import { seedQueuedJob } from '@/test/support/imports/seed-jobs';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { systemClock } from '@/server/partner/clock';
import { memoryRequestLog } from '@/server/partner/request-log';
import { startStandalone } from '@/server/sandbox/standalone';

const ROWS = 5000;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  const sandbox = await startStandalone({ port: 0 });
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  const pollMs = Number(process.env.BENCH_IMPORT_POLL_MS) || importPollMs;
  try {
    await migrateHandle(handle);
    const log = memoryRequestLog();
    const client = createPartnerClient({
      baseUrl: sandbox.baseUrl,
      apiKey: sandboxDemoAccount.apiKey,
      apiSecret: sandboxDemoAccount.apiSecret,
      requestLog: log,
    });
    const api = createPartnerApi(client);
    const georgia = (await api.listCountries({ limit: 100 })).data.find((c) => c.iso2 === 'GE')!._id;
    let started = performance.now();
    const jobId = await seedQueuedJob(handle.db, ROWS, georgia, `bench${Date.now().toString(36)}`);
    const stagingMs = performance.now() - started;
    const runner = createImportRunner({
      db: handle.db,
      api,
      budgetState: client.budgetState,
      clock: systemClock,
      owner: 'bench',
      leaseMs: 30_000,
      pollMs,
      idleMs: 100,
    });
    log.entries.length = 0;
    started = performance.now();
    const startedAt = Date.now();
    runner.start();
    for (;;) {
      const job = await getJob(handle.db, jobId);
      if (job && ['succeeded', 'failed', 'cancelled'].includes(job.status)) {
        const seconds = (performance.now() - started) / 1000;
        await runner.stop();
        const delay = process.env.SANDBOX_IMPORT_DELAY_MS ?? '1500 (default)';
        console.log(`   staging ${ROWS} rows into the job tables: ${(stagingMs / 1000).toFixed(2)} s`);
        console.log(
          `   import of ${ROWS} rows: ${job.status}, ${job.registered} registered, wall time ${seconds.toFixed(1)} s (SANDBOX_IMPORT_DELAY_MS=${delay}; pollMs ${pollMs}; 5 chunks, each queued + running = 2 delays)`,
        );
        const byOperation = new Map<string, { calls: number; refused: number }>();
        for (const e of log.entries) {
          const line = byOperation.get(e.operation) ?? { calls: 0, refused: 0 };
          line.calls += 1;
          if (e.status === 429) line.refused += 1;
          byOperation.set(e.operation, line);
        }
        const ops = [...byOperation.entries()].map(
          ([op, n]) => `${op} ${n.calls}${n.refused ? ` (${n.refused} × 429)` : ''}`,
        );
        console.log(
          `   requests: ${ops.join(', ')}; 429 answers: ${log.entries.filter((e) => e.status === 429).length}`,
        );
        // Where the time went: the API's own work (created → finished on the sandbox) against the console's.
        const chunks = await listChunkSummaries(handle.db, jobId);
        const imports = new Map(sandbox.app.sandbox.state.students.imports.map((i) => [i._id, i]));
        const at = (ms: number | null | undefined) => (ms ? ((ms - startedAt) / 1000).toFixed(1) : '-');
        const phases = chunks.map((c) => {
          const imp = c.apiImportId ? imports.get(c.apiImportId) : undefined;
          return `${at(c.sentAt?.getTime())} / ${at(imp?.finishedAt ? Date.parse(imp.finishedAt) : null)} / ${at(c.finishedAt?.getTime())}`;
        });
        console.log(`   chunks, s from start (sent / ended in the API / results stored): ${phases.join(', ')}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await handle.close();
    await new Promise<void>((resolve) => sandbox.server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (/csv-import-5000\.ts$/.test(process.argv[1] ?? '')) await run();
