import 'server-only';
import type { ServerSay } from '@/lib/i18n/server-says';
import { and, asc, eq, sql } from 'drizzle-orm';
import { csvLimits } from '@/lib/csv/limits';
import { planChunks } from '@/lib/imports/chunk-plan';
import type { Db } from '@/server/db/client';
import { importChunks, importJobs } from '@/server/db/schema';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import { getJob } from './job-store';
import { rowErrorsMessage, rowErrorsOf, type RowError, type RowsUser } from './row-checks';

export interface RowsPart {
  jobId: string;
  chunkIndex: number;
  fileRows: number[];
  rows: Record<string, unknown>[];
  cells: string[][];
}

export type RowsOutcome =
  | { ok: true; chunkSize: number }
  | { ok: false; status: 404 | 409 | 422; message: string; say?: ServerSay; rows?: RowError[] };

/**
 * THE one place where rows enter an import job. Every row is checked again with the shared rules of
 * lib/partner-api (the browser's check is not trusted), and a coordinator's rows must all name one of
 * their schools. A refused part ends the draft: the job and the rows already sent are deleted, so no job
 * is left holding part of a file.
 */
export async function appendJobRows(db: Db, user: RowsUser, part: RowsPart): Promise<RowsOutcome> {
  const job = await getJob(db, part.jobId);
  if (!job || job.userId !== user.id)
    return {
      ok: false,
      status: 404,
      message: 'This import was not found. Start again from the file.',
      say: { key: 'imports.notFoundStartAgain' },
    };
  if (job.status !== 'draft')
    return {
      ok: false,
      status: 409,
      message: 'This import has already started; its rows cannot change.',
      say: { key: 'imports.rowsCannotChange' },
    };
  if (part.chunkIndex < 0 || part.chunkIndex >= job.chunkCount)
    return {
      ok: false,
      status: 422,
      message: `The import has ${job.chunkCount === 1 ? '1 chunk' : `${job.chunkCount} chunks`}; chunk ${part.chunkIndex + 1} does not exist.`,
      say: { key: 'imports.noSuchChunk' },
    };
  if (part.fileRows.length !== part.rows.length || part.cells.length !== part.rows.length) {
    return {
      ok: false,
      status: 422,
      message: 'The rows, their file rows and their cells do not match. Reload the page and try again.',
      say: { key: 'imports.rowsMismatch' },
    };
  }
  const errors = rowErrorsOf(user, part.fileRows, part.rows);
  if (errors.length > 0) {
    await db.delete(importJobs).where(and(eq(importJobs.id, part.jobId), eq(importJobs.status, 'draft')));
    // The English names the first rows' problems for the log; the page words each row's problem at its cell.
    return {
      ok: false,
      status: 422,
      message: rowErrorsMessage(errors),
      say: { key: 'imports.rowsRefused', values: { rows: new Set(errors.map((e) => e.row)).size } },
      rows: errors,
    };
  }
  const [chunk] = await db
    .insert(importChunks)
    .values({ jobId: part.jobId, index: part.chunkIndex, fileRows: part.fileRows, rows: part.rows, cells: part.cells })
    .onConflictDoUpdate({
      target: [importChunks.jobId, importChunks.index],
      set: {
        fileRows: sql`${importChunks.fileRows} || excluded.file_rows`,
        rows: sql`${importChunks.rows} || excluded.rows`,
        cells: sql`${importChunks.cells} || excluded.cells`,
      },
    })
    .returning({ size: sql<number>`jsonb_array_length(${importChunks.rows})`.mapWith(Number) });
  const size = chunk?.size ?? 0;
  if (size > csvLimits.maxBatchRows)
    return {
      ok: false,
      status: 422,
      message: `Chunk ${part.chunkIndex + 1} has more than ${csvLimits.maxBatchRows} rows.`,
      say: { key: 'imports.chunkTooBig' },
    };
  return { ok: true, chunkSize: size };
}

/** Whether every planned chunk arrived whole: each chunk's size as the plan of the job's total (lib/imports/chunk-plan.ts). */
export async function jobRowsComplete(
  db: Db,
  jobId: string,
): Promise<{ ok: true } | { ok: false; message: string; say: ServerSay }> {
  const job = await getJob(db, jobId);
  if (!job) return { ok: false, message: 'This import was not found.', say: { key: 'imports.notFound' } };
  const sizes = await db
    .select({ index: importChunks.index, size: sql<number>`jsonb_array_length(${importChunks.rows})`.mapWith(Number) })
    .from(importChunks)
    .where(eq(importChunks.jobId, jobId))
    .orderBy(asc(importChunks.index));
  const total = sizes.reduce((sum, s) => sum + s.size, 0);
  const plan = planChunks(job.totalRows);
  const planned = plan.ok ? plan.chunks : [];
  const asPlanned =
    sizes.length === planned.length && sizes.every((s, i) => s.index === i && s.size === planned[i]?.size);
  if (sizes.length !== job.chunkCount || total !== job.totalRows || !asPlanned) {
    return {
      ok: false,
      message: `Only ${total} of ${job.totalRows} rows reached the console. Upload the file again.`,
      say: { key: 'imports.rowsMissing', values: { received: total, total: job.totalRows } },
    };
  }
  return { ok: true };
}

/** A chunk's rows as sent, for the runner, with what is known of each (a part registered one by one fills it row by row). */
export async function readChunkRows(db: Db, jobId: string, index: number) {
  const [chunk] = await db
    .select({ rows: importChunks.rows, fileRows: importChunks.fileRows, results: importChunks.results })
    .from(importChunks)
    .where(and(eq(importChunks.jobId, jobId), eq(importChunks.index, index)));
  return chunk ?? null;
}

export interface JobRowOutcome {
  fileRow: number;
  cells: string[];
  email: string;
  chunkIndex: number;
  chunkStatus: string;
  result: ChunkRowResult | null;
}

/** Every row of a job in file order with what happened to it, for the result files. */
export async function readJobRowOutcomes(db: Db, jobId: string): Promise<JobRowOutcome[]> {
  const chunks = await db
    .select({
      index: importChunks.index,
      status: importChunks.status,
      fileRows: importChunks.fileRows,
      cells: importChunks.cells,
      rows: importChunks.rows,
      results: importChunks.results,
      failureMessage: importChunks.failureMessage,
    })
    .from(importChunks)
    .innerJoin(importJobs, eq(importJobs.id, importChunks.jobId))
    .where(eq(importChunks.jobId, jobId))
    .orderBy(asc(importChunks.index));
  return chunks.flatMap((chunk) =>
    chunk.fileRows.map((fileRow, i) => ({
      fileRow,
      cells: chunk.cells[i] ?? [],
      email: String(chunk.rows[i]?.email ?? ''),
      chunkIndex: chunk.index,
      chunkStatus: chunk.status,
      result: chunk.results?.[i] ?? null,
    })),
  );
}
