import 'server-only';
import { failedRowsTable, outcomeError, resultsTable, type ResultNote, type RowOutcome } from '@/lib/csv/export';
import type { ResultsFileWords } from '@/lib/csv/results-words';
import { tableFile, type TableFile, type TableFileFormat } from '@/lib/spreadsheet/table-file';
import type { Db } from '@/server/db/client';
import type { LeftOutRow } from '@/lib/imports/job-view';
import { readJobRowOutcomes, type JobRowOutcome } from './job-rows';
import { getVisibleJob, type JobViewer } from './job-access';

/** Where a row's chunk stands, as the error column says it (in the reader's words). */
const chunkNotes: Record<string, ResultNote> = {
  queued: { code: 'notSentYet' },
  sending: { code: 'beingSent' },
  sent: { code: 'sentWaiting' },
  running: { code: 'running' },
  cancelled: { code: 'importCancelled' },
  failed: { code: 'chunkFailed' },
};

const chunkNote = (chunkStatus: string) => (chunkNotes[chunkStatus] ? { note: chunkNotes[chunkStatus] } : {});

/** What happened to one row, from its chunk's stored results. */
export function outcomeOf(row: JobRowOutcome): RowOutcome {
  const r = row.result;
  if (r?.studentId && (r.status === 'registered' || row.chunkStatus === 'succeeded')) {
    return { status: 'registered', studentId: r.studentId, ...(r.username ? { username: r.username } : {}) };
  }
  // A row registered one by one whose answer is not stored yet (server/imports/single-step.ts).
  if (r?.status === 'sending') return { status: 'pending', note: { code: 'beingSent' } };
  if (r && r.status !== 'pending') {
    if (r.note) return { status: r.status, note: r.note };
    return { status: r.status, ...(r.error ? { error: r.error } : chunkNote(row.chunkStatus)) };
  }
  return {
    status: row.chunkStatus === 'cancelled' ? 'cancelled' : row.chunkStatus === 'failed' ? 'failed' : 'pending',
    ...chunkNote(row.chunkStatus),
  };
}

/** A row the user removed during review: not sent, and the problems it had (a job stored before kept the words). */
export function leftOutOutcome(row: LeftOutRow): RowOutcome {
  const problems = row.reason.replace(/^Removed during review[:.]\s*/, '').trim();
  return { status: 'left_out', note: { code: 'removed', ...(problems ? { problems } : {}) } };
}

export type ResultsFormat = TableFileFormat;
export type ResultsFile = TableFile;

function fileOf(
  base: string,
  format: ResultsFormat,
  table: string[][],
  delimiter: string,
  sheetName: string,
): ResultsFile {
  return tableFile(base, format, table, { delimiter, sheetName });
}

export type { ResultsFileWords } from '@/lib/csv/results-words';

/**
 * An activation's result file: one row per student (id, name, username, e-mail, school as the console's copy held
 * them when queued), its status (activated, already activated, refused, not activated), the request id of its
 * call and the API's words when refused. `failed`: only the students not activated.
 */
function activationTable(rows: readonly JobRowOutcome[], only: 'all' | 'failed', words: ResultsFileWords) {
  const { columns, activation } = words;
  const header = [
    columns.studentId,
    activation.name,
    columns.username,
    activation.email,
    activation.school,
    columns.status,
    activation.requestId,
    columns.error,
  ];
  const data = rows.flatMap((row) => {
    const r = row.result;
    const outcome: RowOutcome =
      !r || r.status === 'pending' || r.status === 'sending'
        ? { status: 'pending', ...chunkNote(row.chunkStatus === 'cancelled' ? 'cancelled' : 'queued') }
        : { status: r.status, ...(r.note ? { note: r.note } : r.error ? { error: r.error } : {}) };
    if (only === 'failed' && (outcome.status === 'activated' || outcome.status === 'already_activated')) return [];
    const [studentId = '', name = '', username = '', email = '', school = ''] = row.cells;
    return [
      [
        studentId,
        name,
        r?.username ?? username,
        email,
        school,
        words.status(outcome.status),
        r?.requestId ?? '',
        outcomeError(outcome, words),
      ],
    ];
  });
  return [header, ...data];
}

/**
 * The result file: every row as uploaded with status, studentId, username and error; or only the rows to
 * fix. As CSV (formula-escaped, in the uploaded file's delimiter) or as .xlsx (text cells: nothing to
 * escape, a phone number stays as typed). The columns it adds and their values are in the reader's words; the
 * file's own columns and the API's words stay as they came. Null when the job is unknown or not the user's to
 * see (a coordinator sees only their own jobs).
 */
export async function buildJobResults(
  db: Db,
  user: JobViewer,
  jobId: string,
  only: 'all' | 'failed',
  format: ResultsFormat,
  words: ResultsFileWords,
): Promise<ResultsFile | null> {
  const job = await getVisibleJob(db, user, jobId);
  if (!job) return null;
  const rows = await readJobRowOutcomes(db, jobId);
  if (job.kind === 'activation') {
    const suffix = only === 'all' ? 'results' : 'not-activated';
    return fileOf(`${job.fileName}-${suffix}`, format, activationTable(rows, only, words), ',', words.sheet);
  }
  const base = job.fileName.replace(/\.(csv|tsv|txt|xlsx|xlsm|xls|ods)$/i, '');
  const delimiter = job.delimiter === '\t' ? '\t' : job.delimiter || ',';
  if (only === 'all') {
    // Rows removed during review were never sent; they take their place in file order, left out and why.
    const every = [
      ...rows.map((row) => ({ fileRow: row.fileRow, cells: row.cells, outcome: outcomeOf(row) })),
      ...job.leftOut.map((row) => ({ fileRow: row.fileRow, cells: row.cells, outcome: leftOutOutcome(row) })),
    ].sort((a, b) => a.fileRow - b.fileRow);
    return fileOf(`${base}-results`, format, resultsTable(job.headers, every, words), delimiter, words.sheet);
  }
  const failed = rows
    .map((row) => ({ cells: row.cells, outcome: outcomeOf(row) }))
    .filter(({ outcome }) => outcome.status !== 'registered');
  return fileOf(`${base}-to-fix`, format, failedRowsTable(job.headers, failed, words), delimiter, words.sheet);
}
