import 'server-only';
import type { PartnerApi } from '@/server/partner';
import type { BudgetView } from '@/server/partner';
import type { Clock } from '@/server/partner/clock';
import type { Db } from '@/server/db/client';

/** The Partner API operations the import runner uses (the console's `partner`, or a test client). */
export type ImportApi = Pick<
  PartnerApi,
  'createStudentImport' | 'getStudentImport' | 'listStudents' | 'registerStudent' | 'updateStudent'
>;

/** What a job does: register a file's rows (`import`), or activate students for an organization (`activation`). */
export type JobKind = 'import' | 'activation';

export interface RunnerDeps {
  db: Db;
  api: ImportApi;
  /** Each operation's rate window as the client knows it, to say "waiting until hh:mm". */
  budgetState?: () => Promise<BudgetView[]>;
  clock: Clock;
  /** This instance's name in the lease. */
  owner: string;
  /** Lease length; renewed every third of it while the job runs. */
  leaseMs: number;
  /** How often a sent import is read while it is queued or running. */
  pollMs: number;
  /** How often the runner looks for work when it has none. */
  idleMs: number;
  /** Marks the stored copies of these students to be read again (server/read-model), after an activation. */
  invalidate?: (subjects: string[]) => Promise<void> | void;
}

export type JobStatus = 'draft' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
/** A part registered one by one goes queued, running (row by row), then succeeded, failed (some rows refused) or cancelled. */
export type ChunkStatus = 'queued' | 'sending' | 'sent' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type WaitingReason = 'rate_limit' | 'paused' | 'busy' | 'unfinished_import' | 'api_error';

export const unfinishedJobStatuses: readonly JobStatus[] = ['queued', 'running'];
