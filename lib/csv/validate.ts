import { inferDateOrder, suggestBirth, type DateOrder } from './birth-suggestion';
import type { ColumnMapping } from './column-mapping';
import type { DataRow, ParsedTable } from './parse';
import { columnOf, type RowProblem, type RowProblemCode } from './problems';
import { compileRowBuilder, type ImportRowInput, type RowBuildOptions } from './rows';

/**
 * The shared field rules of one import row (lib/partner-api/student-rules `validateImportRow`): the
 * problems carry the API's own 400 messages.
 */
export type RowValidator = (
  row: ImportRowInput,
) => { ok: true } | { ok: false; problems: readonly { field: string; message: string; code?: string }[] };

export interface ValidatedRow extends DataRow {
  input: ImportRowInput;
  problems: RowProblem[];
}

export interface ValidationReport {
  rows: ValidatedRow[];
  /** Every problem, in file order. */
  problems: RowProblem[];
  validCount: number;
  invalidCount: number;
  dateOrder: DateOrder;
}

export interface ValidateOptions extends RowBuildOptions {
  validateRow: RowValidator;
  onProgress?: (rowsDone: number, total: number) => void;
  progressEvery?: number;
}

const sexCases: Record<string, string> = { M: 'm', F: 'f', N: 'n' };

function suggestionFor(field: string, input: ImportRowInput, order: DateOrder): string | undefined {
  if (field === 'birth' && input.birth) return suggestBirth(input.birth, order);
  if (field === 'sex' && input.sex) return sexCases[input.sex];
  return undefined;
}

/**
 * Builds and checks every data row: the shared field rules, the file's own parse findings, and e-mails
 * repeated within the file (case-insensitive; the second and later rows point at the first).
 */
export function validateTable(
  table: Pick<ParsedTable, 'headers' | 'rows' | 'issues'>,
  mapping: ColumnMapping,
  options: ValidateOptions,
): ValidationReport {
  const { headers } = table;
  const every = options.progressEvery ?? 5000;
  const birthColumn = mapping.birth;
  const dateOrder = birthColumn === null ? null : inferDateOrder(table.rows.map((r) => r.cells[birthColumn]?.trim()));
  const issuesByRow = new Map<number, RowProblem[]>();
  for (const issue of table.issues) {
    const list = issuesByRow.get(issue.fileRow) ?? [];
    list.push({
      fileRow: issue.fileRow,
      field: null,
      column: null,
      columnIndex: null,
      message: issue.message,
      code: issue.code,
    });
    issuesByRow.set(issue.fileRow, list);
  }
  const firstRowOfEmail = new Map<string, number>();
  const buildRow = compileRowBuilder(mapping, options);
  const rows: ValidatedRow[] = [];
  const problems: RowProblem[] = [];
  let invalidCount = 0;

  table.rows.forEach((row, i) => {
    const input = buildRow(row.cells);
    const rowProblems: RowProblem[] = issuesByRow.get(row.fileRow) ?? [];
    const verdict = options.validateRow(input);
    if (!verdict.ok) {
      for (const p of verdict.problems) {
        const code: RowProblemCode = p.code === 'unexpected_field' ? 'unexpected_field' : 'invalid_field';
        const suggestion = suggestionFor(p.field, input, dateOrder);
        rowProblems.push({
          fileRow: row.fileRow,
          field: p.field,
          ...columnOf(p.field, mapping, headers),
          message: p.message,
          code,
          ...(suggestion === undefined ? {} : { suggestion }),
        });
      }
    }
    if (input.email) {
      const first = firstRowOfEmail.get(input.email);
      if (first === undefined) firstRowOfEmail.set(input.email, row.fileRow);
      else {
        rowProblems.push({
          fileRow: row.fileRow,
          field: 'email',
          ...columnOf('email', mapping, headers),
          message: `email is the same as in row ${first}: one address belongs to one student`,
          code: 'duplicate_in_request',
          duplicateOf: first,
        });
      }
    }
    if (rowProblems.length > 0) {
      invalidCount++;
      for (const p of rowProblems) problems.push(p);
    }
    rows.push({ fileRow: row.fileRow, cells: row.cells, input, problems: rowProblems });
    if (options.onProgress && (i + 1) % every === 0) options.onProgress(i + 1, table.rows.length);
  });
  options.onProgress?.(table.rows.length, table.rows.length);
  return { rows, problems, validCount: rows.length - invalidCount, invalidCount, dateOrder };
}

/** The rows that can be sent, in file order. */
export function validRows(report: Pick<ValidationReport, 'rows'>): ValidatedRow[] {
  return report.rows.filter((r) => r.problems.length === 0);
}
