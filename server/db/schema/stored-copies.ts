import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A card (kind `student-organization`) whose applications were read (`ok`): what Home reads of the cards. */
const readCard = sql.raw(`kind = 'student-organization' and (data->'applications'->>'ok') = 'true'`);

/** A card listing at least one application (its list, or none when it holds no array). */
export const cardHasApplications = sql.raw(
  `jsonb_array_length(case when jsonb_typeof(data->'applications'->'data'->'items') = 'array' then data->'applications'->'data'->'items' else '[]'::jsonb end) > 0`,
);

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
    /**
     * A read card's applications awaiting payment (pending, amount above 0; null for other copies) and the newest
     * one's createdAt (null when none), written by the database with each copy (the SQL functions of migration
     * 0016): Home counts and lists them from the cards that have some, in this order, without reading the others.
     */
    awaitingPayments: integer('awaiting_payments').generatedAlwaysAs(
      sql`case when ${readCard} then card_awaiting_payments(data) end`,
    ),
    newestAwaitingPayment: text('newest_awaiting_payment').generatedAlwaysAs(
      sql`case when ${readCard} then card_newest_awaiting_payment(data) end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.accountKey, t.kind, t.key] }),
    index('stored_copies_subject').on(t.accountKey, t.subject),
    // Home reads through these, not every card or student record (server/home/student-cards.ts, registrations.ts):
    // cards awaiting a payment, newest first; the organizations cards list applications of, the newest card read, and the
    // students registered lately (by the text of createdAt, compared byte by byte).
    index('stored_copies_awaiting_payments')
      .on(t.accountKey, t.newestAwaitingPayment, t.awaitingPayments)
      .where(sql`newest_awaiting_payment is not null`),
    index('stored_copies_card_organizations')
      .on(t.accountKey, sql`(data->'organization'->>'slug')`, sql`(data->'organization'->>'name')`)
      .where(sql`${readCard} and ${cardHasApplications}`),
    index('stored_copies_cards_fetched').on(t.accountKey, t.fetchedAt).where(readCard),
    index('stored_copies_student_created')
      .on(t.accountKey, sql`((data->>'createdAt') collate "C")`)
      .where(sql`kind = 'student'`),
  ],
);
