/**
 * Wall time of a 5,000-row CSV import (5 chunks of 1,000) run by the console's import runner against a
 * standalone sandbox over HTTP, with a throw-away PGlite database. The sandbox holds each import queued,
 * then running, for SANDBOX_IMPORT_DELAY_MS (default 1500 ms) on its clock. Run: npm run bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { getJob } from '@/server/imports/job-store';
import { createImportRunner } from '@/server/imports/runner';
import { seedQueuedJob } from '@/server/imports/testing';
import { createPartnerApi, createPartnerClient } from '@/server/partner';
import { systemClock } from '@/server/partner/clock';
import { startStandalone } from '@/server/sandbox/standalone';

const ROWS = 5000;

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  const sandbox = await startStandalone({ port: 0 });
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await migrateHandle(handle);
    const client = createPartnerClient({ baseUrl: sandbox.baseUrl, apiKey: sandboxDemoAccount.apiKey, apiSecret: sandboxDemoAccount.apiSecret });
    const api = createPartnerApi(client);
    const georgia = (await api.listCountries({ limit: 100 })).data.find((c) => c.iso2 === 'GE')!._id;
    let started = performance.now();
    const jobId = await seedQueuedJob(handle.db, ROWS, georgia, `bench${Date.now().toString(36)}`);
    const stagingMs = performance.now() - started;
    const runner = createImportRunner({ db: handle.db, api, budgetState: client.budgetState, clock: systemClock, owner: 'bench', leaseMs: 30_000, pollMs: 250, idleMs: 100 });
    started = performance.now();
    runner.start();
    for (;;) {
      const job = await getJob(handle.db, jobId);
      if (job && ['succeeded', 'failed', 'cancelled'].includes(job.status)) {
        const seconds = (performance.now() - started) / 1000;
        await runner.stop();
        const delay = process.env.SANDBOX_IMPORT_DELAY_MS ?? '1500 (default)';
        console.log(`   staging ${ROWS} rows into the job tables: ${(stagingMs / 1000).toFixed(2)} s`);
        console.log(`   import of ${ROWS} rows: ${job.status}, ${job.registered} registered, wall time ${seconds.toFixed(1)} s (SANDBOX_IMPORT_DELAY_MS=${delay}; 5 chunks, each queued + running = 2 delays)`);
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
