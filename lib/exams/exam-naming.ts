import type { ExamDirectory, ExamIds } from '@/lib/exams/describe';

export interface CategoryName {
  _id: string;
  name: string;
  isActive?: boolean | undefined;
}

/** The names a page needs to word some exams itself, in its reader's language (see `describeExam`). */
export interface ExamNaming {
  categories: CategoryName[];
  directory: ExamDirectory;
}

/** Only the categories, sittings and languages these exams name: what a card sends with its applications. */
export function examNamingFor(
  exams: ReadonlyArray<ExamIds>,
  categories: ReadonlyArray<CategoryName>,
  directory: ExamDirectory,
): ExamNaming {
  const named = <T>(ids: Array<string | undefined>, from: Record<string, T>) =>
    Object.fromEntries(ids.flatMap((id) => (id && Object.hasOwn(from, id) ? [[id, from[id]!]] : [])));
  const categoryIds = new Set(exams.map((e) => e.category));
  return {
    categories: categories
      .filter((c) => categoryIds.has(c._id))
      .map(({ _id, name, isActive }) => ({ _id, name, isActive })),
    directory: {
      sittings: named(
        exams.map((e) => e.session),
        directory.sittings,
      ),
      languages: named(
        exams.map((e) => e.language),
        directory.languages,
      ),
    },
  };
}
