import { ticks } from '../domains';
import { seedState, type SandboxState } from '../state';
import type { AccountPatch, KernelState } from './kernel-state';
import { initialKernelState } from './kernel-state';
import type { SandboxAccount } from './accounts';
import { accountsFromEnv } from './accounts';
import type { Sandbox } from './sandbox';
import { nextId, nextRandom } from './random';
import { createPersister, loadPersisted, PERSISTED_VERSION } from './persistence';
import { createRequestStats, type RequestStats } from './request-stats';
import { sandboxLog } from './log';
import { checkSeedStudents, DEFAULT_SEED_STUDENTS, parseSeedStudents, SEED_STUDENTS_ENV } from '../seed-size';

const OUTBOX_LIMIT = 10_000;

export interface CreateSandboxOptions {
  /** Accounts to serve; default SANDBOX_ACCOUNTS or the built-in ones. */
  accounts?: SandboxAccount[];
  /** Persist the state here (atomic, debounced); default none (in memory only). */
  dataFile?: string;
  /**
   * The demo account's students when the state is seeded (a new data file, or a reset); default
   * SANDBOX_SEED_STUDENTS or 300. A data file that exists keeps the students it has.
   */
  seedStudents?: number;
}

/** A sandbox with the kernel's own controls (used by the app, the control plane and tests). */
export interface SandboxRuntime extends Sandbox {
  kernel: KernelState;
  /** Requests answered per account and operation since the sandbox started (memory only; GET /__sandbox/stats). */
  requestStats: RequestStats;
  /** Back to the seed: state, clock, outbox, rate windows, faults, revocations. Account changes stay. */
  reset(): void;
  /** Moves the clock forward (never back) and runs the ticks. */
  advanceClock(seconds: number): void;
  setClock(now: Date): void;
  /** Runs the domains' ticks (before each request and after a clock change). */
  runTicks(): void;
  /** An operator changes an account (PATCH /__sandbox/accounts/:apiKey); false when unknown. */
  patchAccount(apiKey: string, patch: AccountPatch): boolean;
  /** Writes pending changes now (no-op without a data file). */
  flush(): Promise<void>;
}

export function createSandbox(options: CreateSandboxOptions = {}): SandboxRuntime {
  const configured = options.accounts ?? accountsFromEnv(process.env.SANDBOX_ACCOUNTS);
  const seedStudents =
    options.seedStudents === undefined
      ? parseSeedStudents(process.env[SEED_STUDENTS_ENV])
      : checkSeedStudents(options.seedStudents, 'seedStudents');
  const persisted = options.dataFile ? loadPersisted(options.dataFile) : undefined;
  const persister = options.dataFile
    ? createPersister(options.dataFile, () => ({
        version: PERSISTED_VERSION,
        kernel: runtime.kernel,
        state: runtime.state,
      }))
    : undefined;

  const runtime: SandboxRuntime = {
    kernel: persisted?.kernel ?? initialKernelState(),
    requestStats: createRequestStats(),
    state: persisted?.state ?? ({} as SandboxState),
    accounts() {
      return configured.map((account) => {
        const patch = runtime.kernel.accountPatches[account.apiKey];
        return patch ? { ...account, ...patch } : account;
      });
    },
    now() {
      return new Date(Date.now() + runtime.kernel.clockOffsetMs);
    },
    newId() {
      runtime.markDirty('kernel');
      return nextId(runtime.kernel);
    },
    random() {
      runtime.markDirty('kernel');
      return nextRandom(runtime.kernel);
    },
    sendEmail(email) {
      const outbox = runtime.kernel.outbox;
      outbox.push({ to: email.to, kind: email.kind, subject: email.subject, sentAt: runtime.now().toISOString() });
      if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
      runtime.markDirty('outbox');
    },
    markDirty(part) {
      persister?.markDirty(part);
    },
    reset() {
      runtime.kernel = initialKernelState(runtime.kernel.accountPatches);
      seed(runtime, seedStudents);
      runtime.markDirty();
    },
    advanceClock(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new RangeError('advanceSeconds must be a number of seconds, 0 or more');
      runtime.kernel.clockOffsetMs += Math.round(seconds * 1000);
      runtime.runTicks();
      runtime.markDirty('kernel');
    },
    setClock(now) {
      const target = now.getTime();
      if (!Number.isFinite(target)) throw new RangeError('now must be an ISO 8601 date-time');
      if (target < runtime.now().getTime())
        throw new RangeError('the sandbox clock only moves forward; POST /__sandbox/reset to start again');
      runtime.kernel.clockOffsetMs = target - Date.now();
      runtime.runTicks();
      runtime.markDirty('kernel');
    },
    runTicks() {
      pruneRevoked(runtime);
      for (const tick of ticks) tick(runtime);
    },
    patchAccount(apiKey, patch) {
      if (!configured.some((a) => a.apiKey === apiKey)) return false;
      runtime.kernel.accountPatches[apiKey] = { ...runtime.kernel.accountPatches[apiKey], ...patch };
      runtime.markDirty('kernel');
      return true;
    },
    flush() {
      return persister?.flush() ?? Promise.resolve();
    },
  };

  if (!persisted) {
    seed(runtime, seedStudents);
    runtime.markDirty();
  } else if ((persisted.kernel.seedStudents ?? DEFAULT_SEED_STUDENTS) !== seedStudents) {
    sandboxLog().warn(
      { dataFile: options.dataFile, seededWith: persisted.kernel.seedStudents ?? DEFAULT_SEED_STUDENTS, seedStudents },
      `the sandbox keeps the state in its data file; delete the file or POST /__sandbox/reset to seed ${seedStudents} students`,
    );
  }
  if (persister) process.once('exit', () => persister.flushSync());
  return runtime;
}

function seed(runtime: SandboxRuntime, students: number): void {
  if (students === DEFAULT_SEED_STUDENTS) {
    seedState(runtime);
    return;
  }
  const started = performance.now();
  runtime.kernel.seedStudents = students;
  seedState(runtime, { students });
  const ms = Math.round(performance.now() - started);
  sandboxLog().info({ seedStudents: students, ms }, `sandbox seeded with ${students} students in ${ms} ms`);
}

/** Revoked tokens past their expiry (and its 30 s tolerance) are dead anyway. */
function pruneRevoked(runtime: SandboxRuntime) {
  const nowSeconds = Math.floor(runtime.now().getTime() / 1000);
  for (const [hash, exp] of Object.entries(runtime.kernel.revokedTokens)) {
    if (exp + 30 < nowSeconds) {
      delete runtime.kernel.revokedTokens[hash];
      runtime.markDirty('kernel');
    }
  }
}
