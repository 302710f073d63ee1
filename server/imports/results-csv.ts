import 'server-only';
import { buildFailedRowsCsv, buildResultsCsv, type RowOutcome } from '@/lib/csv/export';
import type { Db } from '@/server/db/client';
import { readJobRowOutcomes, type JobRowOutcome } from './job-rows';
import { getVisibleJob, type JobViewer } from './job-access';

const chunkWords: Record<string, string> = {
  queued: 'Not sent yet.',
  sending: 'Being sent.',
  sent: 'Sent; waiting for the API.',
  running: 'The API is registering this chunk.',
  cancelled: 'Not registered: the import was cancelled.',
  failed: 'Not registered: the chunk failed.',
};

/** What happened to one row, from its chunk's stored results. */
export function outcomeOf(row: JobRowOutcome): RowOutcome {
  const r = row.result;
  if (r?.studentId && (r.status === 'registered' || row.chunkStatus === 'succeeded')) {
    return { status: 'registered', studentId: r.studentId, ...(r.username ? { username: r.username } : {}) };
  }
  if (r && r.status !== 'pending') return { status: r.status, ...(r.error ? { error: r.error } : { error: chunkWords[row.chunkStatus] ?? '' }) };
  return { status: row.chunkStatus === 'cancelled' ? 'cancelled' : row.chunkStatus === 'failed' ? 'failed' : 'pending', error: chunkWords[row.chunkStatus] ?? '' };
}

/**
 * The result file: every row as uploaded with status, studentId, username and error; or only the rows to
 * fix. Null when the job is unknown or not the user's to see (a coordinator sees only their own jobs).
 */
export async function buildJobCsv(db: Db, user: JobViewer, jobId: string, only: 'all' | 'failed'): Promise<{ fileName: string; csv: string } | null> {
  const job = await getVisibleJob(db, user, jobId);
  if (!job) return null;
  const rows = await readJobRowOutcomes(db, jobId);
  const base = job.fileName.replace(/\.(csv|tsv|txt)$/i, '');
  const options = { delimiter: job.delimiter === '\t' ? '\t' : job.delimiter || ',' };
  if (only === 'all') {
    return { fileName: `${base}-results.csv`, csv: buildResultsCsv(job.headers, rows.map((row) => ({ cells: row.cells, outcome: outcomeOf(row) })), options) };
  }
  const failed = rows.map((row) => ({ row, outcome: outcomeOf(row) })).filter(({ outcome }) => outcome.status !== 'registered');
  return {
    fileName: `${base}-to-fix.csv`,
    csv: buildFailedRowsCsv(job.headers, failed.map(({ row, outcome }) => ({ cells: row.cells, error: outcome.error ?? outcome.status })), options),
  };
}
