import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { LanguageInfo, SittingInfo } from '@/lib/exams/describe';
import type { LanguageRecord, SittingRecord } from '@/lib/exams/predict';
import type { Db } from '@/server/db/client';
import { storable } from '@/server/db/safe-values';
import { examNames as t } from '@/server/db/schema';

export interface ExamNames {
  sittings: SittingInfo[];
  languages: LanguageInfo[];
}

/**
 * What a tree showed, to keep: the names pages use and, in `record`, the whole sitting or language as the tree
 * showed it (without its languages or matched exam), which the prediction of a tree needs (lib/exams/predict.ts).
 */
export interface ExamNamesSeen {
  sittings: Array<SittingInfo & { record?: SittingRecord }>;
  languages: Array<LanguageInfo & { record?: LanguageRecord }>;
}

/** The whole records trees showed, with when a tree last showed each (rows stored before records were kept have none). */
export interface ExamRecords {
  sittings: Record<string, { record: SittingRecord; learnedAt: Date }>;
  languages: Record<string, { record: LanguageRecord; learnedAt: Date }>;
}

/** Keeps what a tree named (the newest naming wins; `learned_at` is when a tree last showed it). */
export async function saveExamNames(db: Db, organizationId: string, names: ExamNamesSeen): Promise<void> {
  const learnedAt = new Date();
  const rows = [
    ...names.sittings.map((info) => ({
      organizationId,
      kind: 'sitting',
      id: info._id,
      info: storable(info),
      learnedAt,
    })),
    ...names.languages.map((info) => ({
      organizationId,
      kind: 'language',
      id: info._id,
      info: storable(info),
      learnedAt,
    })),
  ];
  if (rows.length === 0) return;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.organizationId, t.kind, t.id],
      set: { info: sql`excluded.info`, learnedAt: sql`excluded.learned_at` },
    });
}

const withoutRecord = <T extends object>(info: T & { record?: unknown }): T => {
  const { record: _record, ...rest } = info;
  return rest as T;
};

async function rowsOf(db: Db, organizationId: string) {
  return db
    .select({ kind: t.kind, info: t.info, learnedAt: t.learnedAt })
    .from(t)
    .where(eq(t.organizationId, organizationId));
}

/** Every sitting and language of the organization any tree has named. */
export async function loadExamNames(db: Db, organizationId: string): Promise<ExamNames> {
  const rows = await rowsOf(db, organizationId);
  return {
    sittings: rows.filter((r) => r.kind === 'sitting').map((r) => withoutRecord(r.info as SittingInfo)),
    languages: rows.filter((r) => r.kind === 'language').map((r) => withoutRecord(r.info as LanguageInfo)),
  };
}

/** The whole sittings and languages trees showed (only those stored with their record). */
export async function loadExamRecords(db: Db, organizationId: string): Promise<ExamRecords> {
  const out: ExamRecords = { sittings: {}, languages: {} };
  for (const row of await rowsOf(db, organizationId)) {
    const record = (row.info as { record?: SittingRecord & LanguageRecord }).record;
    if (!record) continue;
    if (row.kind === 'sitting') out.sittings[record._id] = { record, learnedAt: row.learnedAt };
    if (row.kind === 'language') out.languages[record._id] = { record, learnedAt: row.learnedAt };
  }
  return out;
}
