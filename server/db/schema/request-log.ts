import 'server-only';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    status: integer('status').notNull(),
    errorCode: text('error_code'),
    durationMs: integer('duration_ms').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [index('request_log_at_idx').on(t.at)],
);
