import 'server-only';
import type { JobView } from '@/lib/imports/job-view';
import type { ChunkSummary, JobRecord } from './job-store';

export type { ChunkView, JobView } from '@/lib/imports/job-view';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const finishedStatuses = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * Time left: the mean time of the chunks that ended (from being sent to ending) times the chunks not yet
 * ended, plus any wait already known (a rate window, a pause); null before the first chunk ends.
 */
export function estimateSeconds(chunks: readonly ChunkSummary[], nowMs: number): number | null {
  const done = chunks.filter((c) => c.status === 'succeeded' && c.sentAt && c.finishedAt);
  const open = chunks.filter((c) => !finishedStatuses.has(c.status));
  if (open.length === 0) return 0;
  if (done.length === 0) return null;
  const mean = done.reduce((sum, c) => sum + (c.finishedAt!.getTime() - c.sentAt!.getTime()), 0) / done.length;
  const current = open[0]!;
  const elapsed = current.sentAt ? nowMs - current.sentAt.getTime() : 0;
  const wait = current.nextAttemptAt ? Math.max(0, current.nextAttemptAt.getTime() - nowMs) : 0;
  const ms = wait + Math.max(0, mean - elapsed) + mean * (open.length - 1);
  return Math.ceil(ms / 1000);
}

/** The parts of an import that ended short; null while it runs, when it succeeded, or when nothing was sent. */
function shortBy(job: JobRecord, chunks: readonly ChunkSummary[]): JobView['shortBy'] {
  if (job.status !== 'failed' && job.status !== 'cancelled') return null;
  const failedChunks = chunks.filter((c) => c.status === 'failed').length;
  const cancelledChunks = chunks.filter((c) => c.status === 'cancelled').length;
  return failedChunks + cancelledChunks > 0 ? { failedChunks, cancelledChunks } : null;
}

export function toJobView(job: JobRecord, chunks: readonly ChunkSummary[], nowMs: number): JobView {
  const registered = chunks.reduce((sum, c) => sum + (c.status === 'succeeded' ? c.registered : 0), 0);
  return {
    id: job.id,
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
      status: c.status,
      size: c.size,
      registered: c.registered,
      failureCode: c.failureCode,
      failureMessage: c.failureMessage,
      requestId: c.requestId,
      waitingReason: c.status === 'queued' ? c.waitingReason : null,
      nextAttemptAt: c.status === 'queued' ? iso(c.nextAttemptAt) : null,
      attempts: c.attempts,
    })),
    etaSeconds: finishedStatuses.has(job.status) ? 0 : estimateSeconds(chunks, nowMs),
  };
}

export interface JobListItem {
  id: string;
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
    fileName: job.fileName,
    userEmail: job.userEmail,
    status: job.status,
    totalRows: job.totalRows,
    registered: job.registered,
    createdAt: job.createdAt.toISOString(),
    finishedAt: iso(job.finishedAt),
  };
}
