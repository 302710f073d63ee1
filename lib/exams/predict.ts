import {
  evaluateExamRulesPartly,
  UNKNOWN,
  type ExamRulesExam,
  type ExamRulesInput,
} from '@/lib/partner-api/exam-rules';
import type { z } from 'zod';
import {
  availableLanguageSchema,
  availableSessionSchema,
  type AvailableExams,
  type AvailableLanguage,
  type AvailableSession,
  type Exam,
  type ExamCategory,
} from '@/lib/partner-api/schemas/exam';

/**
 * "Predict, then confirm": a student's available-exams tree (spec §4.5) computed from what the console
 * already holds, with the five rules of lib/partner-api/exam-rules.ts (the same functions the sandbox builds
 * its tree with and the "why is this exam not offered" explainer tells). The API stays the final word: the
 * console confirms every prediction with a live listAvailableExams.
 */

/** A sitting as a tree showed it, without its languages (exam_names keeps these). */
export const sittingRecordSchema = availableSessionSchema.omit({ languages: true });
export type SittingRecord = z.infer<typeof sittingRecordSchema>;
/** A language as a tree showed it, without its matched exam. */
export const languageRecordSchema = availableLanguageSchema.omit({ matchedExam: true });
export type LanguageRecord = z.infer<typeof languageRecordSchema>;

export interface PredictionInput {
  /** The organization's open exams (listExams). */
  exams: readonly Exam[];
  /** All of the organization's categories (listExamCategories), active or not. */
  categories: readonly ExamCategory[];
  /** The sittings and languages trees named, by id. */
  sittings: Readonly<Record<string, SittingRecord>>;
  languages: Readonly<Record<string, LanguageRecord>>;
  student: { grade: string | null; country: string | null };
  /** The sitting and category of every application the student holds in the organization. */
  applications: ExamRulesInput['applications'];
  now: Date;
}

export type Prediction =
  | { complete: true; tree: AvailableExams }
  | {
      complete: false;
      /** Ids of sittings and languages whose details decide an exam but the console lacks (never guessed). */
      missing: { sittings: string[]; languages: string[] };
    };

/** An exam record as the rules read it (its optional parts as the API leaves them out). */
export function rulesExamOf(exam: Exam): ExamRulesExam {
  return {
    _id: exam._id,
    session: exam.session ?? '',
    category: exam.category ?? '',
    language: exam.language ?? null,
    grades: exam.grades ?? [],
    countries: exam.countries ?? [],
    preventApplication: exam.preventApplication,
  };
}

/** Rule 5's facts from resolved applications: an application whose exam no longer exists holds no sitting. */
export function heldSittingsOf(
  applications: ReadonlyArray<{ _id: string; exam: { session?: string; category?: string } | null }>,
): Array<{ _id: string; session: string; category: string }> {
  return applications.flatMap((a) =>
    a.exam?.session && a.exam.category ? [{ _id: a._id, session: a.exam.session, category: a.exam.category }] : [],
  );
}

const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
const orderOf = (o: { order?: number }) => o.order ?? Number.MAX_SAFE_INTEGER;

/**
 * The tree the API would answer: every open exam that passes the five rules, categories by `order`, sittings
 * soonest first, languages by `order` (ties by `_id`), one exam per language (the first by `_id`). Incomplete
 * when an exam that passes every rule the console can check needs a sitting's or a language's details it lacks.
 */
export function predictAvailableExams(input: PredictionInput): Prediction {
  const categories = new Map(input.categories.map((c) => [c._id, c]));
  const missing = { sittings: new Set<string>(), languages: new Set<string>() };
  const offered: Exam[] = [];
  for (const exam of input.exams) {
    const rulesExam = rulesExamOf(exam);
    const category = categories.get(rulesExam.category);
    const sitting = input.sittings[rulesExam.session];
    const language = rulesExam.language ? input.languages[rulesExam.language] : undefined;
    const result = evaluateExamRulesPartly({
      exam: rulesExam,
      session: sitting ? { _id: sitting._id, date: sitting.date } : rulesExam.session ? UNKNOWN : null,
      category: category ? { _id: category._id, isActive: category.isActive ?? false } : null,
      languageExists: language ? true : rulesExam.language ? UNKNOWN : false,
      student: input.student,
      applications: input.applications,
      now: input.now,
    });
    if (result.decided === 'notOffered') continue;
    if (result.decided === 'unknown') {
      if (!sitting) missing.sittings.add(rulesExam.session);
      if (!language && rulesExam.language) missing.languages.add(rulesExam.language);
      continue;
    }
    offered.push(exam);
  }
  if (missing.sittings.size > 0 || missing.languages.size > 0)
    return { complete: false, missing: { sittings: [...missing.sittings], languages: [...missing.languages] } };
  return { complete: true, tree: treeOf(offered, categories, input) };
}

function treeOf(
  offered: readonly Exam[],
  categories: ReadonlyMap<string, ExamCategory>,
  input: Pick<PredictionInput, 'sittings' | 'languages'>,
): AvailableExams {
  const byCategory = new Map<string, Map<string, Exam[]>>();
  for (const exam of offered) {
    const sessions = byCategory.get(exam.category!) ?? new Map<string, Exam[]>();
    sessions.set(exam.session!, [...(sessions.get(exam.session!) ?? []), exam]);
    byCategory.set(exam.category!, sessions);
  }
  const tree: AvailableExams = [];
  for (const [categoryId, sessionMap] of byCategory) {
    const sessions: AvailableSession[] = [];
    for (const [sessionId, exams] of sessionMap) {
      const languages: AvailableLanguage[] = [];
      for (const exam of [...exams].sort(byId)) {
        if (languages.some((l) => l._id === exam.language)) continue;
        languages.push({ ...input.languages[exam.language!]!, matchedExam: exam });
      }
      languages.sort((a, b) => orderOf(a) - orderOf(b) || byId(a, b));
      sessions.push({ ...input.sittings[sessionId]!, languages });
    }
    sessions.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || byId(a, b));
    tree.push({ ...categories.get(categoryId)!, sessions });
  }
  return tree.sort((a, b) => orderOf(a) - orderOf(b) || byId(a, b));
}

/** JSON with object keys sorted (stored copies come back from jsonb with their keys in another order). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** Each exam of a tree, in the tree's order, with everything the tree shows about it (its category, sitting and language). */
function branches(tree: AvailableExams): Map<string, string> {
  const out = new Map<string, string>();
  for (const { sessions, ...category } of tree)
    for (const { languages, ...sitting } of sessions)
      for (const language of languages)
        out.set(language.matchedExam._id, canonicalJson({ category, sitting, language }));
  return out;
}

/**
 * Ids of the exams on which two trees differ: in one only, shown with other details, or placed otherwise
 * among the exams both hold. Empty when the trees are the same.
 */
export function differingExamIds(predicted: AvailableExams, answered: AvailableExams): string[] {
  if (canonicalJson(predicted) === canonicalJson(answered)) return [];
  const a = branches(predicted);
  const b = branches(answered);
  const ids = new Set<string>();
  for (const [id, shown] of a) if (b.get(id) !== shown) ids.add(id);
  for (const id of b.keys()) if (!a.has(id)) ids.add(id);
  const inBoth = (m: Map<string, string>) => [...m.keys()].filter((id) => a.has(id) && b.has(id));
  const [x, y] = [inBoth(a), inBoth(b)];
  x.forEach((id, i) => {
    if (y[i] !== id) ids.add(id);
  });
  return [...ids].sort();
}
