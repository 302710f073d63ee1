import 'server-only';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The names of an organization's sittings and languages, as any available-exams tree named them (the API
 * names them nowhere else; exam and application records carry ids). Kept so that a page names a sitting
 * after a restart and on every instance, not only where a tree happened to be read.
 */
export const examNames = pgTable(
  'exam_names',
  {
    organizationId: text('organization_id').notNull(),
    /** `sitting` or `language`. */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    /** A SittingInfo or LanguageInfo (lib/exams/describe.ts). */
    info: jsonb('info').notNull(),
    learnedAt: timestamp('learned_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.id] })],
);
