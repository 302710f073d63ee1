import { formatDateTime } from '@/lib/format/date-time';

/**
 * Names for the ids inside an exam record (spec §2: `session`, `category`, `language` are ids). Categories
 * come from listExamCategories; sittings and languages only from available-exams trees, collected in an
 * ExamDirectory. What no source names is said to be unnamed, never guessed and never shown as an id.
 */
export interface SittingInfo {
  _id: string;
  sessionName: string | null;
  date: string;
  startTime: string | null;
  tz: string | null;
  relatedSession: string | null;
  enableSimulation: boolean;
}

export interface LanguageInfo {
  _id: string;
  name: string;
  code: string | null;
}

export interface ExamDirectory {
  sittings: Record<string, SittingInfo>;
  languages: Record<string, LanguageInfo>;
}

export interface ExamIds {
  session?: string | undefined;
  category?: string | undefined;
  language?: string | undefined;
}

export interface ExamDescription {
  category: string;
  categoryActive: boolean | null;
  sitting: SittingInfo | null;
  /** The sitting's name; its date when a tree gave a date but no name; else that no source named it. */
  sittingName: string;
  language: string;
  /** A make-up sitting: one with a `relatedSession` (sandbox README; spec §8 "make-up sitting"). */
  makeUp: boolean;
}

/** What to say where no source names a part of the exam, in the reader's language. */
export interface ExamNameWords {
  categoryUnnamed: string;
  noCategory: string;
  /** A sitting with no name, by its start (ISO) in the organizer's zone. */
  sittingOf: (date: string, timeZone: string) => string;
  sittingUnnamed: string;
  noSitting: string;
  languageUnnamed: string;
  noLanguage: string;
}

export const englishExamNames: ExamNameWords = {
  categoryUnnamed: 'category not named by the API',
  noCategory: 'no category',
  sittingOf: (date, timeZone) => `sitting of ${formatDateTime(date, { locale: 'en', timeZone })}`,
  sittingUnnamed: 'sitting not named by the API',
  noSitting: 'no sitting',
  languageUnnamed: 'language not named by the API',
  noLanguage: 'no language',
};

export function describeExam(
  exam: ExamIds,
  categories: ReadonlyArray<{ _id: string; name: string; isActive?: boolean | undefined }>,
  directory: ExamDirectory,
  words: ExamNameWords = englishExamNames,
): ExamDescription {
  const category = exam.category ? categories.find((c) => c._id === exam.category) : undefined;
  const sitting = exam.session ? (directory.sittings[exam.session] ?? null) : null;
  const language = exam.language ? directory.languages[exam.language] : undefined;
  return {
    category: category?.name ?? (exam.category ? words.categoryUnnamed : words.noCategory),
    categoryActive: category ? (category.isActive ?? null) : null,
    sitting,
    sittingName: sitting
      ? (sitting.sessionName ?? words.sittingOf(sitting.date, sitting.tz ?? 'UTC'))
      : exam.session
        ? words.sittingUnnamed
        : words.noSitting,
    language: language?.name ?? (exam.language ? words.languageUnnamed : words.noLanguage),
    makeUp: Boolean(sitting?.relatedSession),
  };
}

/** `Mathematics · Autumn round · English`. */
export function examTitle(d: ExamDescription): string {
  return `${d.category} · ${d.sittingName} · ${d.language}`;
}
