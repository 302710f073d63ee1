import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { LanguageInfo, SittingInfo } from '@/lib/exams/describe';
import type { Db } from '@/server/db/client';
import { storable } from '@/server/db/safe-values';
import { examNames as t } from '@/server/db/schema';

export interface ExamNames {
  sittings: SittingInfo[];
  languages: LanguageInfo[];
}

/** Keeps what a tree named (the newest naming wins). */
export async function saveExamNames(db: Db, organizationId: string, names: ExamNames): Promise<void> {
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

/** Every sitting and language of the organization any tree has named. */
export async function loadExamNames(db: Db, organizationId: string): Promise<ExamNames> {
  const rows = await db.select({ kind: t.kind, info: t.info }).from(t).where(eq(t.organizationId, organizationId));
  return {
    sittings: rows.filter((r) => r.kind === 'sitting').map((r) => r.info as SittingInfo),
    languages: rows.filter((r) => r.kind === 'language').map((r) => r.info as LanguageInfo),
  };
}
