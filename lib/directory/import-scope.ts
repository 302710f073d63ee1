import { foldText } from './fold';

export interface ScopedRow {
  /** The row's number as the user sees it (e.g. the file's line). */
  row: number;
  school: string | null | undefined;
}

export interface RowOutOfScope {
  row: number;
  school: string;
  message: string;
}

/**
 * A coordinator's import may only hold students of their schools: the rows that break this, each with a
 * message. Names are compared with accents, case and spacing folded. `schools` null means no limit.
 */
export function rowsOutsideSchools(schools: readonly string[] | null, rows: readonly ScopedRow[]): RowOutOfScope[] {
  if (schools === null) return [];
  const allowed = new Set(schools.map(foldText));
  const list = schools.length ? schools.join(', ') : 'none';
  return rows
    .filter((r) => !r.school || !allowed.has(foldText(r.school)))
    .map((r) => ({
      row: r.row,
      school: r.school ?? '',
      message: r.school
        ? `${r.school} is not one of your schools (${list}).`
        : `The school is missing; you may add students of your schools only (${list}).`,
    }));
}
