import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { rowMessages } from '@/lib/students/row-messages';
import { buildCountryLookup, type CountryRef } from '@/lib/csv/country-lookup';
import { columnOf, type RowProblem } from '@/lib/csv/problems';
import { compileRowBuilder, type ImportRowInput } from '@/lib/csv/rows';
import { validateImportRowWithSharedRules } from '@/lib/csv/shared-row-validator';
import type { ValidatedRow } from '@/lib/csv/validate';

/** A row of the preview: its cells (as edited), the request row built from them, and its own problems. */
export interface EditRow {
  fileRow: number;
  cells: string[];
  input: ImportRowInput;
  /** Field rules and parse findings; duplicates and API findings are derived (see below). */
  problems: RowProblem[];
}

export function fromReport(rows: readonly ValidatedRow[]): EditRow[] {
  return rows.map((r) => ({
    fileRow: r.fileRow,
    cells: [...r.cells],
    input: r.input,
    problems: r.problems.filter((p) => p.code !== 'duplicate_in_request'),
  }));
}

/** One cell changed: the row is built and checked again with the shared rules (the API's own messages). */
export function editCell(
  row: EditRow,
  column: number,
  value: string,
  mapping: ColumnMapping,
  headers: readonly string[],
  countries: readonly CountryRef[],
): EditRow {
  const cells = [...row.cells];
  while (cells.length <= column) cells.push('');
  cells[column] = value;
  const input = compileRowBuilder(mapping, { resolveCountry: buildCountryLookup(countries) })(cells);
  const verdict = validateImportRowWithSharedRules(input);
  const kept = row.problems.filter((p) => p.field === null);
  const problems: RowProblem[] = verdict.ok
    ? kept
    : [
        ...kept,
        ...verdict.problems.map((p) => ({
          fileRow: row.fileRow,
          field: p.field,
          ...columnOf(p.field, mapping, headers),
          message: p.message,
          code: p.code === 'unexpected_field' ? ('unexpected_field' as const) : ('invalid_field' as const),
        })),
      ];
  return { fileRow: row.fileRow, cells, input, problems };
}

/** Rows whose e-mail appeared in an earlier row (case-insensitive): the second and later ones. */
export function duplicateProblems(
  rows: readonly EditRow[],
  mapping: ColumnMapping,
  headers: readonly string[],
): Map<number, RowProblem> {
  const first = new Map<string, number>();
  const out = new Map<number, RowProblem>();
  for (const row of rows) {
    const email = row.input.email;
    if (!email) continue;
    const seen = first.get(email);
    if (seen === undefined) first.set(email, row.fileRow);
    else {
      out.set(row.fileRow, {
        fileRow: row.fileRow,
        field: 'email',
        ...columnOf('email', mapping, headers),
        message: `email is the same as in row ${seen}: one address belongs to one student`,
        code: 'duplicate_in_request',
        duplicateOf: seen,
      });
    }
  }
  return out;
}

/** The (country, city, school, grade) a row names: checked once with checkStudentRegistration. */
export function comboKey(input: ImportRowInput): string {
  return JSON.stringify([
    input.country ?? '',
    (input.city ?? '').toLowerCase(),
    (input.school ?? '').toLowerCase(),
    input.grade ?? '',
  ]);
}

/** What the API said, cached by combination and by address. */
export interface ApiFindings {
  combos: Map<string, { field: string; message: string }[]>;
  /**
   * Address -> null when free, else who has it: the account's student's id, or null for a student the user
   * may not see (a coordinator: another school's).
   */
  emails: Map<string, { studentId: string | null } | null>;
  requestIds: Map<string, string>;
}

export const emptyFindings = (): ApiFindings => ({ combos: new Map(), emails: new Map(), requestIds: new Map() });

/** The API's findings placed on one row; `checked` false when the row has not been checked yet. */
export function apiProblemsOf(
  row: EditRow,
  findings: ApiFindings,
  mapping: ColumnMapping,
  headers: readonly string[],
): { checked: boolean; problems: RowProblem[] } {
  const combo = findings.combos.get(comboKey(row.input));
  const email = row.input.email ?? '';
  const holder = findings.emails.get(email);
  const problems: RowProblem[] = (combo ?? []).map((p) => ({
    fileRow: row.fileRow,
    field: p.field,
    ...columnOf(p.field, mapping, headers),
    message: p.message,
    code: 'unknown_reference',
  }));
  if (holder?.studentId) {
    problems.push({
      fileRow: row.fileRow,
      field: 'email',
      ...columnOf('email', mapping, headers),
      message: rowMessages.emailTakenByYourStudent,
      code: 'email_taken_by_your_student',
      studentId: holder.studentId,
    });
  } else if (holder) {
    problems.push({
      fileRow: row.fileRow,
      field: 'email',
      ...columnOf('email', mapping, headers),
      message: rowMessages.emailUnavailable,
      code: 'email_unavailable',
    });
  }
  return { checked: combo !== undefined && holder !== undefined, problems };
}
