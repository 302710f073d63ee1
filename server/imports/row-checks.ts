import 'server-only';
import { validateImportRow } from '@/lib/partner-api/student-rules/validate';
import { withoutFinalStop } from '@/lib/text/final-stop';
import type { ConsoleUser } from '@/server/auth/roles';
import { filterRowsInScope } from '@/server/access/scope';

/** One refused row, as the import actions answer it in `error.details.rows`: the file row, the field, why. */
export interface RowError {
  row: number;
  field: string | null;
  message: string;
}

export type RowsUser = Pick<ConsoleUser, 'id' | 'role' | 'schools'>;

/**
 * Every reason the server refuses rows of a part (the browser's checks are not trusted): the shared
 * field rules of lib/partner-api, then, for a coordinator, a school outside their schools
 * (filterRowsInScope: names folded; a school given as an id is refused).
 */
export function rowErrorsOf(
  user: RowsUser,
  fileRows: readonly number[],
  rows: readonly Record<string, unknown>[],
): RowError[] {
  const errors: RowError[] = [];
  rows.forEach((row, i) => {
    const verdict = validateImportRow(row);
    if (!verdict.ok)
      for (const p of verdict.problems) errors.push({ row: fileRows[i]!, field: p.field, message: p.message });
  });
  const scoped = rows.map((row, i) => ({
    row: fileRows[i]!,
    school: typeof row.school === 'string' ? row.school : null,
  }));
  for (const out of filterRowsInScope(user, scoped))
    errors.push({ row: out.row, field: 'school', message: out.message });
  return errors.sort((a, b) => a.row - b.row);
}

/** The refusal's words: how many rows, the first few, and that nothing of the file was kept. */
export function rowErrorsMessage(errors: readonly RowError[]): string {
  const rows = [...new Set(errors.map((e) => e.row))];
  const first = errors
    .slice(0, 3)
    .map((e) => `row ${e.row}${e.field ? ` (${e.field})` : ''}: ${withoutFinalStop(e.message)}`)
    .join('; ');
  const more = errors.length > 3 ? `; and ${errors.length - 3} more` : '';
  return `${rows.length} row(s) cannot be imported: ${first}${more}. Nothing of this file was kept; fix or remove these rows and start the import again.`;
}
