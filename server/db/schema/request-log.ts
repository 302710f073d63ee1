import 'server-only';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per upstream Partner API request (docs/architecture.md). Never a token, a secret or a body. */
export const requestLog = pgTable(
  'request_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    userEmail: text('user_email'),
    operation: text('operation').notNull(),
    method: text('method').notNull(),
    pathTemplate: text('path_template').notNull(),
    /** The organization an organization-scoped call was for (`/{organizationId}/…`); null for the others. */
    organizationId: text('organization_id'),
    /** The student a call named in its path (`{studentId}`, or `{userId}` of a certificate or report); null for the others. */
    studentId: text('student_id'),
    status: integer('status').notNull(),
    errorCode: text('error_code'),
    durationMs: integer('duration_ms').notNull(),
    requestId: text('request_id').notNull(),
    /**
     * A read made by background work (the directory sync, a stored copy refreshed in the background, an import's
     * polling): no person asked for it just then. The Activity page hides these unless asked.
     */
    background: boolean('background').notNull().default(false),
  },
  (t) => [
    index('request_log_at_idx').on(t.at),
    // Support looks a request up by the id read to them over the phone, whatever its case.
    index('request_log_request_id_lower_idx').on(sql`lower(${t.requestId})`),
    index('request_log_student_idx').on(t.studentId, t.at),
    // The Activity page's default, people's calls newest first, among a day's thousands of the directory sync's.
    index('request_log_people_at_idx')
      .on(t.at, t.id)
      .where(sql`not ${t.background}`),
  ],
);

/**
 * The request log counted per operation and 5 minutes (`date_bin('5 minutes', at, '2000-01-01')`), kept by a trigger
 * on request_log for whoever writes it (migration 0018): Home's "last 24 hours" reads these instead of a day of
 * requests, which at 20,000 students is some 100,000 rows (the directory sync reads every page each run).
 */
export const requestLogCounts = pgTable(
  'request_log_counts',
  {
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    operation: text('operation').notNull(),
    requests: integer('requests').notNull(),
    /** No answer, or a 5xx. */
    errors: integer('errors').notNull(),
    /** 429 Too Many Requests. */
    tooMany: integer('too_many').notNull(),
  },
  (t) => [primaryKey({ name: 'request_log_counts_pkey', columns: [t.startsAt, t.operation] })],
);

/**
 * What the API has said about each operation's retirement (spec §9.5): the last `Deprecation` and `Sunset`
 * response headers an answer of it carried, and when they were first and last seen. One row per operation.
 */
export const apiLifecycle = pgTable('api_lifecycle', {
  operation: text('operation').primaryKey(),
  deprecation: text('deprecation'),
  sunset: text('sunset'),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
