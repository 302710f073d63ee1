import 'server-only';
import type { ExamDirectory, LanguageInfo, SittingInfo } from '@/lib/exams/describe';
import type { AvailableExams } from '@/lib/partner-api/schemas/exam';
import { getDb } from '@/server/db/client';
import { errorSummary } from '@/server/db/safe-values';
import { componentLogger } from '@/server/log/logger';
import { partner } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { currentReadModelConfig } from '@/server/read-model/freshness';
import { canonicalJson } from '@/lib/exams/predict';
import {
  loadExamNames,
  loadExamRecords,
  saveExamNames,
  type ExamNamesSeen,
  type ExamRecords,
} from './exam-names-store';

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

/** What each organization's trees last showed of each sitting and language (`sitting:<id>`), as stored. */
const shown = new Map<string, Map<string, string>>();
/** When all of an organization's shown sittings and languages were last stored again (their `learned_at`). */
const touchedAt = new Map<string, number>();
/** How often a tree that changed nothing stores its sittings and languages again, so `learned_at` says "seen lately". */
const TOUCH_AFTER_MS = 10 * 60_000;

/**
 * Remembers the sittings and languages of a tree, here and in the database (a failed write only logs): their
 * names for pages, and the whole records for the prediction of trees (lib/exams/predict.ts).
 */
export async function learnFromTree(organizationId: string, tree: AvailableExams): Promise<void> {
  const dir = directoryOf(organizationId);
  // A sitting is listed under every category it holds exams of; each is written once (ON CONFLICT refuses twins).
  const sittings = new Map<string, ExamNamesSeen['sittings'][number]>();
  const languages = new Map<string, ExamNamesSeen['languages'][number]>();
  for (const category of tree) {
    for (const { languages: sessionLanguages, ...record } of category.sessions) {
      const s = record;
      sittings.set(s._id, {
        _id: s._id,
        sessionName: s.sessionName ?? null,
        date: s.date,
        startTime: s.startTime ?? null,
        tz: s.tz ?? null,
        relatedSession: s.relatedSession ?? null,
        enableSimulation: s.enableSimulation ?? false,
        record,
      });
      for (const { matchedExam: _exam, ...l } of sessionLanguages)
        languages.set(l._id, { _id: l._id, name: l.name, code: l.code ?? null, record: l });
    }
  }
  let seen = shown.get(organizationId);
  if (!seen) shown.set(organizationId, (seen = new Map()));
  const isNew = (kind: string, info: { _id: string }) => seen.get(`${kind}:${info._id}`) !== canonicalJson(info);
  const touch = Date.now() - (touchedAt.get(organizationId) ?? 0) > TOUCH_AFTER_MS;
  const toStore: ExamNamesSeen = {
    sittings: [...sittings.values()].filter((s) => touch || isNew('sitting', s)),
    languages: [...languages.values()].filter((l) => touch || isNew('language', l)),
  };
  for (const { record: _record, ...s } of sittings.values()) dir.sittings.set(s._id, s);
  for (const { record: _record, ...l } of languages.values()) dir.languages.set(l._id, l);
  if (toStore.sittings.length === 0 && toStore.languages.length === 0) return;
  try {
    await saveExamNames(await getDb(), organizationId, toStore);
    if (touch) touchedAt.set(organizationId, Date.now());
    for (const s of toStore.sittings) seen.set(`sitting:${s._id}`, canonicalJson(s));
    for (const l of toStore.languages) seen.set(`language:${l._id}`, canonicalJson(l));
  } catch (error) {
    log.warn({ organizationId, error: errorSummary(error) }, 'exam names not stored');
  }
}

/** The whole sittings and languages trees showed, from the database (the prediction's inputs, with their times). */
export async function examRecords(organizationId: string): Promise<ExamRecords> {
  return loadExamRecords(await getDb(), organizationId);
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
 * With the read model a page never waits for this (docs/read-model.md, "First views never wait on the mirror's
 * work"): the trees are read in the background (background priority and share, one look per organization and
 * process at a time) and the sittings shown from the next view on; the sittings looked for are marked at once,
 * so the views arriving meanwhile do not look again. With READ_MODEL=off the page waits, as before.
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
  const look = async () => {
    try {
      await readTreesFor(organizationId, unseen, maxTrees);
    } finally {
      for (const e of unseen)
        if (e.session && !dir.sittings.has(e.session)) rememberLookedFor(organizationId, e.session);
    }
  };
  if (!currentReadModelConfig().enabled) return look();
  if (getReadModel().inBackground(`sittings of ${organizationId}`, look))
    for (const e of unseen) if (e.session) rememberLookedFor(organizationId, e.session);
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
