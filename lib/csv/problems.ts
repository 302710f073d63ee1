/**
 * A problem found in one file row, before sending (field rules, duplicates, parse findings) or mapped
 * back from the API's answer. The `code`s of the API's import rows (spec §2) plus the file's own.
 */
export type RowProblemCode =
  | 'invalid_field'
  | 'unexpected_field'
  | 'unknown_reference'
  | 'duplicate_in_request'
  | 'email_taken_by_your_student'
  | 'email_unavailable'
  | 'extra_cells'
  | 'malformed_quotes'
  | 'rejected'
  /** A coordinator's row naming a school that is not theirs (lib/directory/import-scope.ts). */
  | 'outside_your_schools';

export interface RowProblem {
  /** The row as the file shows it (header = 1). */
  fileRow: number;
  /** The import field concerned, or null for the row as a whole. */
  field: string | null;
  /** Header name of the column the field came from, null when no column holds it. */
  column: string | null;
  /** 0-based index of that column. */
  columnIndex: number | null;
  /** The API's own message where there is one. */
  message: string;
  code: RowProblemCode;
  /** A value the UI may propose in place of the cell (never applied silently). */
  suggestion?: string;
  /** For `duplicate_in_request`: the file row that has the same e-mail first. */
  duplicateOf?: number;
  /** For `email_taken_by_your_student`: the student who has the address. */
  studentId?: string;
}

/** Where a field's value came from in the file. */
export function columnOf(
  field: string | null,
  mapping: Readonly<Record<string, number | null>>,
  headers: readonly string[],
): Pick<RowProblem, 'column' | 'columnIndex'> {
  const value = field !== null && Object.hasOwn(mapping, field) ? mapping[field] : null;
  const index = typeof value === 'number' ? value : null;
  return { columnIndex: index, column: index === null ? null : (headers[index] ?? null) };
}
