import 'server-only';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The read model: the console's stored copies of the API records its pages show, per partner account.
 * A page renders from here at once and refreshes a stale copy in the background (server/read-model).
 */
export const storedCopies = pgTable(
  'stored_copies',
  {
    accountKey: text('account_key').notNull(),
    /** What the copy is (server/read-model/freshness.ts names every kind). */
    kind: text('kind').notNull(),
    /** Which record of that kind, e.g. `<studentId>:<organizationId>`. */
    key: text('key').notNull(),
    /** The record the copy belongs to, for invalidation by record (usually the student's id). */
    subject: text('subject'),
    data: jsonb('data').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** Set by a write that changed what the copy shows: the next read must go to the API. */
    invalidated: boolean('invalidated').notNull().default(false),
    /** When the write that invalidated it was made: a read begun after it may replace the copy again. */
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountKey, t.kind, t.key] }),
    index('stored_copies_subject').on(t.accountKey, t.subject),
  ],
);
