import 'server-only';
import type { LeftOutRow } from '@/lib/imports/job-view';
import type { ResultNote } from '@/lib/csv/export';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * CSV student imports as durable jobs (docs/architecture.md): a job is claimed by one console instance at a time
 * through its lease; its chunks are sent to the API one after another and survive a restart.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    /** `import` (a file's rows registered) or `activation` (students activated for `organization`, one by one). */
    kind: text('kind').notNull().default('import'),
    /** An activation's organization slug; null for an import. */
    organization: text('organization'),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    fileName: text('file_name').notNull(),
    /** Header row of the file, for the result files. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    delimiter: text('delimiter').notNull().default(','),
    /** Column of each import field (lib/csv ColumnMapping). */
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    totalRows: integer('total_rows').notNull(),
    /** Rows the user removed during review: not sent, listed in the results file as "left out" with why. */
    leftOut: jsonb('left_out').$type<LeftOutRow[]>().notNull().default([]),
    chunkCount: integer('chunk_count').notNull(),
    /** draft (rows arriving), queued, running, succeeded, failed, cancelled. */
    status: text('status').notNull().default('draft'),
    registered: integer('registered').notNull().default(0),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    error: text('error'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_status_idx').on(t.status, t.createdAt), index('import_jobs_created_idx').on(t.createdAt)],
);

/** One import request of a job: up to 1,000 rows (spec §8), sent once, followed until it ends. */
export const importChunks = pgTable(
  'import_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** The file row (header = 1) of each row, in the order sent. */
    fileRows: jsonb('file_rows').$type<number[]>().notNull().default([]),
    /** The request rows as sent (ImportRowInput). */
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The rows' cells as uploaded (after the user's fixes), for the result files. */
    cells: jsonb('cells').$type<string[][]>().notNull().default([]),
    /** queued, sending, sent, running, succeeded, failed, cancelled. */
    status: text('status').notNull().default('queued'),
    apiImportId: text('api_import_id'),
    requestId: text('request_id'),
    registered: integer('registered').notNull().default(0),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** rate_limit, paused, busy, unfinished_import, api_error: why the chunk waits. */
    waitingReason: text('waiting_reason'),
    /** Per sent row: status, studentId, username, error (filled once the import ends). */
    results: jsonb('results').$type<ChunkRowResult[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_chunks_job_index_idx').on(t.jobId, t.index)],
);

export interface ChunkRowResult {
  status: string;
  studentId?: string;
  username?: string;
  /** The API's words for the row; or, beside `note`, the console's note in English (for logs and older readers). */
  error?: string;
  /** The console's own note by code (lib/csv/export.ts), worded in each reader's language in the result file. */
  note?: ResultNote;
  /** The API's request id of the row's own call (an activation's updateStudent). */
  requestId?: string;
}

/** The column mapping each user chose last (lib/csv SavedMapping: header names by field). */
export const importMappings = pgTable('import_mappings', {
  userId: text('user_id').primaryKey(),
  /** lib/csv/saved-mapping.ts: SavedMappings (one per header set), or a bare SavedMapping stored earlier. */
  mapping: jsonb('mapping').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
