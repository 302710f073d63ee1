import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { columnOf, type RowProblem } from '@/lib/csv/problems';
import { rowsOutsideSchools } from '@/lib/directory/import-scope';
import type { EditRow } from './table-state';

/**
 * For a coordinator (`schools` not null): the rows naming a school that is not one of theirs, flagged at
 * the school cell with the words the server refuses them with (the same lib/directory/import-scope.ts).
 */
export function scopeProblems(
  schools: readonly string[] | null,
  rows: readonly EditRow[],
  mapping: ColumnMapping,
  headers: readonly string[],
): Map<number, RowProblem> {
  const out = new Map<number, RowProblem>();
  if (schools === null) return out;
  const at = columnOf('school', mapping, headers);
  for (const r of rowsOutsideSchools(
    schools,
    rows.map((row) => ({ row: row.fileRow, school: row.input.school })),
  )) {
    out.set(r.row, { fileRow: r.row, field: 'school', ...at, message: r.message, code: 'outside_your_schools' });
  }
  return out;
}

/** The rows a refused upload names (`error.details.rows`: `{ row, field, message }`), as problems by file row. */
export function refusedRowProblems(
  details: unknown,
  mapping: ColumnMapping,
  headers: readonly string[],
): Map<number, RowProblem[]> {
  const out = new Map<number, RowProblem[]>();
  const rows = (details as { rows?: unknown } | undefined)?.rows;
  if (!Array.isArray(rows)) return out;
  for (const entry of rows as { row?: unknown; field?: unknown; message?: unknown }[]) {
    if (typeof entry?.row !== 'number' || typeof entry.message !== 'string') continue;
    const field = typeof entry.field === 'string' ? entry.field : null;
    const problem: RowProblem = {
      fileRow: entry.row,
      field,
      ...columnOf(field, mapping, headers),
      message: entry.message,
      code: 'rejected',
    };
    out.set(entry.row, [...(out.get(entry.row) ?? []), problem]);
  }
  return out;
}
