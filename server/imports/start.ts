import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { getPartnerClient, partner } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { systemClock } from '@/server/partner/clock';
import { createImportRunner, type ImportRunner } from './runner';
import { importPollMs } from './runner-settings';

const holder = globalThis as typeof globalThis & { __importRunner?: ImportRunner };

/** Starts this instance's import runner (server start-up, after the migrations). */
export async function startImportRunner(): Promise<void> {
  if (holder.__importRunner) return;
  const runner = createImportRunner({
    db: await getDb(),
    api: partner,
    budgetState: () => getPartnerClient().budgetState(),
    clock: systemClock,
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    // Renewed every third of it (runner.ts): by default every 10 s, taken over 30 s after a crashed holder's last renewal.
    leaseMs: getEnv().IMPORT_LEASE_SECONDS * 1000,
    pollMs: importPollMs,
    idleMs: 3_000,
    invalidate: (subjects) => getReadModel().invalidate(subjects),
  });
  holder.__importRunner = runner;
  // A crashed instance's job is taken over when its lease runs out (docs/architecture.md); a stopped one gives it back.
  runner.start();
}

/** Stops the runner after its current step and gives its job's lease back (server shutdown). */
export async function stopImportRunner(): Promise<void> {
  const runner = holder.__importRunner;
  delete holder.__importRunner;
  await runner?.stop();
}

/** A job was queued or cancelled on this instance: let the runner look now. */
export function wakeImportRunner(): void {
  holder.__importRunner?.wake();
}
