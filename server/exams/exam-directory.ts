import 'server-only';
import type { ExamDirectory, LanguageInfo, SittingInfo } from '@/lib/exams/describe';
import type { AvailableExams } from '@/lib/partner-api/schemas/exam';
import { getDb } from '@/server/db/client';
import { errorSummary } from '@/server/db/safe-values';
import { componentLogger } from '@/server/log/logger';
import { partner } from '@/server/partner';
import { currentReadModelConfig } from '@/server/read-model/freshness';
import { loadExamNames, saveExamNames } from './exam-names-store';

/**
 * Sittings and languages by id. The API names them only inside a student's available-exams tree (spec
 * §2); an exam record carries ids. Sittings and languages are the organization's own, the same for every
 * student, so every tree the console reads is remembered: in the database (exam_names, shared by every
 * instance and kept across restarts) and in memory per organization, so pages show the date and the name
 * wherever one has been seen. A sitting never named is said so ("sitting not named by the API").
 */
export type { ExamDirectory, LanguageInfo, SittingInfo };

const log = componentLogger('exams');

const directories = new Map<string, { sittings: Map<string, SittingInfo>; languages: Map<string, LanguageInfo> }>();

/** When each organization's names were last read from the database (names other instances learned show after this). */
const loadedAt = new Map<string, number>();
const RELOAD_AFTER_MS = 60_000;

function directoryOf(organizationId: string) {
  let dir = directories.get(organizationId);
  if (!dir) {
    dir = { sittings: new Map(), languages: new Map() };
    directories.set(organizationId, dir);
  }
  return dir;
}

/** Remembers the sittings and languages of a tree, here and in the database (a failed write only logs). */
export async function learnFromTree(organizationId: string, tree: AvailableExams): Promise<void> {
  const dir = directoryOf(organizationId);
  // A sitting is listed under every category it holds exams of; each is written once (ON CONFLICT refuses twins).
  const sittings = new Map<string, SittingInfo>();
  const languages = new Map<string, LanguageInfo>();
  for (const category of tree) {
    for (const s of category.sessions) {
      sittings.set(s._id, {
        _id: s._id,
        sessionName: s.sessionName ?? null,
        date: s.date,
        startTime: s.startTime ?? null,
        tz: s.tz ?? null,
        relatedSession: s.relatedSession ?? null,
        enableSimulation: s.enableSimulation ?? false,
      });
      for (const l of s.languages) languages.set(l._id, { _id: l._id, name: l.name, code: l.code ?? null });
    }
  }
  const isNew = <T extends { _id: string }>(seen: Map<string, T>, info: T) =>
    JSON.stringify(seen.get(info._id)) !== JSON.stringify(info);
  const changed = {
    sittings: [...sittings.values()].filter((s) => isNew(dir.sittings, s)),
    languages: [...languages.values()].filter((l) => isNew(dir.languages, l)),
  };
  for (const s of sittings.values()) dir.sittings.set(s._id, s);
  for (const l of languages.values()) dir.languages.set(l._id, l);
  if (changed.sittings.length === 0 && changed.languages.length === 0) return;
  try {
    await saveExamNames(await getDb(), organizationId, changed);
  } catch (error) {
    log.warn({ organizationId, error: errorSummary(error) }, 'exam names not stored');
  }
}

/** A serialisable copy for pages, with what any instance has stored (read again at most once a minute). */
export async function examDirectory(organizationId: string): Promise<ExamDirectory> {
  const dir = directoryOf(organizationId);
  const last = loadedAt.get(organizationId);
  if (last === undefined || Date.now() - last > RELOAD_AFTER_MS) {
    loadedAt.set(organizationId, Date.now());
    try {
      const stored = await loadExamNames(await getDb(), organizationId);
      for (const s of stored.sittings) if (!dir.sittings.has(s._id)) dir.sittings.set(s._id, s);
      for (const l of stored.languages) if (!dir.languages.has(l._id)) dir.languages.set(l._id, l);
    } catch (error) {
      log.warn({ organizationId, error: errorSummary(error) }, 'exam names not read');
    }
  }
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
  await examDirectory(organizationId);
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
    for (const t of trees) if (t.status === 'fulfilled') await learnFromTree(organizationId, t.value.data);
  } catch {
    // The directory is a convenience: without it pages show ids.
  }
}
