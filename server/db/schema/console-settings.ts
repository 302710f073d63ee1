import 'server-only';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The console's own settings an admin changes (server/settings): one row per setting, its value as JSON. */
export const consoleSettings = pgTable('console_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
