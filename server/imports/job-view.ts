import 'server-only';
import type { JobView } from '@/lib/imports/job-view';
import type { ChunkSummary, JobRecord } from './job-store';
import { partKindOf, registeredOf } from './finish-job';

export type { ChunkView, JobView } from '@/lib/imports/job-view';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const finishedStatuses = new Set(['succeeded', 'failed', 'cancelled']);

/** What a row registered one by one is taken to cost before one has been (half of registerStudent's 100 a minute). */
export const singleRowGuessMs = 1_200;

/**
 * Time left: the mean time of the imports that ended (from being sent to ending) times the imports not yet
 * ended, plus any wait already known (a rate window, a pause); null before the first import ends. Rows
 * registered one by one add their count times the time a row has taken so far (a first guess before any).
 */
export function estimateSeconds(chunks: readonly ChunkSummary[], nowMs: number, kind = 'import'): number | null {
  const open = chunks.filter((c) => !finishedStatuses.has(c.status));
  if (open.length === 0) return 0;
  const imports = chunks.filter((c) => partKindOf(kind, c.size) === 'import');
  const openImports = open.filter((c) => partKindOf(kind, c.size) === 'import');
  const openSingles = open.filter((c) => partKindOf(kind, c.size) === 'single');
  const current = open[0]!;
  const wait = current.nextAttemptAt ? Math.max(0, current.nextAttemptAt.getTime() - nowMs) : 0;
  let ms = wait;
  if (openImports.length > 0) {
    const done = imports.filter((c) => c.status === 'succeeded' && c.sentAt && c.finishedAt);
    if (done.length === 0) return null;
    const mean = done.reduce((sum, c) => sum + (c.finishedAt!.getTime() - c.sentAt!.getTime()), 0) / done.length;
    const first = openImports[0]!;
    const elapsed = first.sentAt ? nowMs - first.sentAt.getTime() : 0;
    ms += Math.max(0, mean - elapsed) + mean * (openImports.length - 1);
  }
  for (const c of openSingles) {
    const perRow = c.sentAt && c.registered > 0 ? (nowMs - c.sentAt.getTime()) / c.registered : singleRowGuessMs;
    ms += perRow * (c.size - c.registered);
  }
  return Math.ceil(ms / 1000);
}

/** The parts of an import that ended short; null while it runs, when it succeeded, or when nothing was sent. */
function shortBy(job: JobRecord, chunks: readonly ChunkSummary[]): JobView['shortBy'] {
  if (job.status !== 'failed' && job.status !== 'cancelled') return null;
  const failedChunks = chunks.filter((c) => c.status === 'failed').length;
  const cancelledChunks = chunks.filter((c) => c.status === 'cancelled').length;
  return failedChunks + cancelledChunks > 0 ? { failedChunks, cancelledChunks } : null;
}

/** A chunk may wait before it is sent, and a part registered one by one also between its rows. */
const waits = (c: ChunkSummary, kind: string) =>
  c.status === 'queued' || (c.status === 'running' && partKindOf(kind, c.size) === 'single');

export function toJobView(job: JobRecord, chunks: readonly ChunkSummary[], nowMs: number): JobView {
  const registered = registeredOf(chunks, job.kind);
  return {
    id: job.id,
    kind: job.kind === 'activation' ? 'activation' : 'import',
    organization: job.organization,
    skipped: chunks.reduce((sum, c) => sum + c.skipped, 0),
    fileName: job.fileName,
    userEmail: job.userEmail,
    status: job.status,
    totalRows: job.totalRows,
    registered,
    leftOut: job.leftOut.length,
    chunkCount: job.chunkCount,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    shortBy: shortBy(job, chunks),
    cancelRequested: job.cancelRequestedAt !== null,
    chunks: chunks.map((c) => ({
      index: c.index,
      kind: partKindOf(job.kind, c.size),
      status: c.status,
      size: c.size,
      registered: c.registered,
      failureCode: c.failureCode,
      failureMessage: c.failureMessage,
      requestId: c.requestId,
      waitingReason: waits(c, job.kind) ? c.waitingReason : null,
      nextAttemptAt: waits(c, job.kind) ? iso(c.nextAttemptAt) : null,
      attempts: c.attempts,
    })),
    etaSeconds: finishedStatuses.has(job.status) ? 0 : estimateSeconds(chunks, nowMs, job.kind),
  };
}

export interface JobListItem {
  id: string;
  kind: string;
  organization: string | null;
  fileName: string;
  userEmail: string;
  status: string;
  totalRows: number;
  registered: number;
  createdAt: string;
  finishedAt: string | null;
}

export function toJobListItem(job: JobRecord): JobListItem {
  return {
    id: job.id,
    kind: job.kind,
    organization: job.organization,
    fileName: job.fileName,
    userEmail: job.userEmail,
    status: job.status,
    totalRows: job.totalRows,
    registered: job.registered,
    createdAt: job.createdAt.toISOString(),
    finishedAt: iso(job.finishedAt),
  };
}
