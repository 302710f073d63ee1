import { rowMessages, schoolList } from '@/lib/students/row-messages';
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

const objectId = /^[0-9a-fA-F]{24}$/;

/**
 * A coordinator's import may only hold students of their schools: the rows that break this, each with a
 * message. Names are compared with accents, case and spacing folded. A school given as an id (the API
 * takes ids too) is refused: the console cannot tell from an id alone whose school it is. `schools` null
 * means no limit.
 */
export function rowsOutsideSchools(schools: readonly string[] | null, rows: readonly ScopedRow[]): RowOutOfScope[] {
  if (schools === null) return [];
  const allowed = new Set(schools.map(foldText));
  const list = schoolList(schools);
  return rows
    .filter((r) => !r.school || !allowed.has(foldText(r.school)))
    .map((r) => ({
      row: r.row,
      school: r.school ?? '',
      message: !r.school
        ? rowMessages.schoolMissing(list)
        : objectId.test(r.school.trim())
          ? rowMessages.schoolAsId(r.school.trim(), list)
          : rowMessages.notYourSchool(r.school, list),
    }));
}
