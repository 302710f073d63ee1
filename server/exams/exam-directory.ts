import 'server-only';
import type { ExamDirectory, LanguageInfo, SittingInfo } from '@/lib/exams/describe';
import type { AvailableExams } from '@/lib/partner-api/schemas/exam';
import { partner } from '@/server/partner';
import { currentReadModelConfig } from '@/server/read-model/freshness';

/**
 * Sittings and languages by id. The API names them only inside a student's available-exams tree (spec
 * §2); an exam record carries ids. Sittings and languages are the organization's own, the same for every
 * student, so every tree the console reads is remembered here (in memory, per organization) and pages
 * show the date and the name wherever one has been seen. An id never seen is shown as the id.
 */
export type { ExamDirectory, LanguageInfo, SittingInfo };

const directories = new Map<string, { sittings: Map<string, SittingInfo>; languages: Map<string, LanguageInfo> }>();

function directoryOf(organizationId: string) {
  let dir = directories.get(organizationId);
  if (!dir) {
    dir = { sittings: new Map(), languages: new Map() };
    directories.set(organizationId, dir);
  }
  return dir;
}

/** Remembers the sittings and languages of a tree. */
export function learnFromTree(organizationId: string, tree: AvailableExams): void {
  const dir = directoryOf(organizationId);
  for (const category of tree) {
    for (const s of category.sessions) {
      dir.sittings.set(s._id, {
        _id: s._id,
        sessionName: s.sessionName ?? null,
        date: s.date,
        startTime: s.startTime ?? null,
        tz: s.tz ?? null,
        relatedSession: s.relatedSession ?? null,
        enableSimulation: s.enableSimulation ?? false,
      });
      for (const l of s.languages) dir.languages.set(l._id, { _id: l._id, name: l.name, code: l.code ?? null });
    }
  }
}

/** A serialisable copy for pages. */
export function examDirectory(organizationId: string): ExamDirectory {
  const dir = directoryOf(organizationId);
  return { sittings: Object.fromEntries(dir.sittings), languages: Object.fromEntries(dir.languages) };
}

/**
 * Fills the directory for sittings not seen yet by reading the trees of a few of the organization's
 * students (at most `maxTrees`, one per grade the unseen exams are for). Failures only leave ids shown.
 */
export async function fillDirectory(
  organizationId: string,
  exams: ReadonlyArray<{ session?: string; grades?: string[] }>,
  maxTrees = 3,
): Promise<void> {
  const dir = directoryOf(organizationId);
  const unseen = exams.filter(
    (e) => e.session && !dir.sittings.has(e.session) && !lookedForLately(organizationId, e.session),
  );
  if (unseen.length === 0) return;
  try {
    await readTreesFor(organizationId, unseen, maxTrees);
  } finally {
    for (const e of unseen) if (e.session && !dir.sittings.has(e.session)) rememberLookedFor(organizationId, e.session);
  }
}

/**
 * Sittings that trees did not name when looked for: not looked for again within the read model's
 * `unnamed-sittings` freshness (they would cost the same reads on every view), unless READ_MODEL=off.
 */
const lookedFor = new Map<string, Map<string, number>>();

function lookedForLately(organizationId: string, sittingId: string): boolean {
  const config = currentReadModelConfig();
  const at = lookedFor.get(organizationId)?.get(sittingId);
  return config.enabled && at !== undefined && Date.now() - at < config.freshnessSeconds['unnamed-sittings'] * 1000;
}

function rememberLookedFor(organizationId: string, sittingId: string): void {
  let sittings = lookedFor.get(organizationId);
  if (!sittings) lookedFor.set(organizationId, (sittings = new Map()));
  sittings.set(sittingId, Date.now());
}

async function readTreesFor(
  organizationId: string,
  unseen: ReadonlyArray<{ grades?: string[] }>,
  maxTrees: number,
): Promise<void> {
  const wanted = new Set(unseen.flatMap((e) => e.grades ?? []));
  try {
    const students = await partner.listOrgStudents({ organizationId }, { limit: 100 });
    const picked = new Map<string, string>();
    for (const s of students.data) {
      const grade = typeof s.grade === 'string' ? s.grade : s.grade?._id;
      if (grade && wanted.has(grade) && !picked.has(grade)) picked.set(grade, s.mainId ?? s._id);
      if (picked.size >= maxTrees) break;
    }
    const trees = await Promise.allSettled(
      [...picked.values()].map((id) => partner.listAvailableExams({ organizationId }, id)),
    );
    for (const t of trees) if (t.status === 'fulfilled') learnFromTree(organizationId, t.value.data);
  } catch {
    // The directory is a convenience: without it pages show ids.
  }
}
