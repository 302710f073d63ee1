import 'server-only';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Each operation's rate window per partner account, shared by console instances (docs/architecture.md). */
export const rateBudget = pgTable(
  'rate_budget',
  {
    accountKey: text('account_key').notNull(),
    operation: text('operation').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }),
    limit: integer('limit').notNull(),
    remaining: integer('remaining').notNull(),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.operation] })],
);
