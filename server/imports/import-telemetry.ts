import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { metrics } from '@/server/metrics/registry';
import type { ChunkSummary, JobRecord } from './job-store';

const log = componentLogger('imports');

/** Ids and counts only: a job's file name, rows and results never reach the log (`rows` is a redacted name). */
const about = (job: JobRecord, chunk: ChunkSummary) => ({
  jobId: job.id,
  chunk: chunk.index,
  rowCount: chunk.size,
  userId: job.userId,
});

export function logChunkSent(job: JobRecord, chunk: ChunkSummary, importId: string, upstreamRequestId: string): void {
  log.info({ ...about(job, chunk), importId, upstreamRequestId, attempt: chunk.attempts + 1 }, 'import chunk sent');
}

export function logChunkWaiting(
  job: JobRecord,
  chunk: ChunkSummary,
  reason: string,
  untilMs: number,
  upstreamRequestId: string | null,
): void {
  log.info(
    { ...about(job, chunk), reason, until: new Date(untilMs).toISOString(), upstreamRequestId },
    'import chunk waiting',
  );
}

/** A chunk's import ended in the API (or its sending failed): a line, and its rows in console_import_rows_total. */
export function logChunkEnded(
  job: JobRecord,
  chunk: ChunkSummary,
  status: string,
  registered: number,
  code: string | null,
  upstreamRequestId?: string,
): void {
  const fields = { ...about(job, chunk), status, registered, code, upstreamRequestId };
  if (status === 'succeeded') log.info(fields, 'import chunk ended');
  else log.warn(fields, 'import chunk ended');
  const rows = metrics().importRows;
  if (registered > 0) rows.inc({ outcome: 'registered' }, registered);
  if (chunk.size - registered > 0) rows.inc({ outcome: 'not_registered' }, chunk.size - registered);
}
