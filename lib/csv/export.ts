import Papa from 'papaparse';

/** What happened to one file row in the import. */
export interface RowOutcome {
  status: string;
  studentId?: string;
  username?: string;
  error?: string;
}

export interface ExportOptions {
  /** Default comma; pass the uploaded file's delimiter to give back the same dialect. */
  delimiter?: string;
}

const formulaStart = /^[=+\-@\t\r]/;

/**
 * A number or a phone number written with a sign: `+995 545 41 38 27`, `-12.5`, `+1 (555) 010-0199`. A spreadsheet
 * may read it as arithmetic, but with nothing but digits, spaces, dashes, dots, commas and parentheses after the
 * sign it can call no function and refer to no cell, so it is left as written.
 */
const signedNumber = /^[+-][\d\u0020\u00a0\u202f().,-]*\d[\d\u0020\u00a0\u202f().,-]*$/;

/**
 * Neutralises a cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage
 * return) by prefixing a single quote, so an exported file cannot run anything when opened. A signed
 * number or phone number (`+995 545 41 38 27`) is not a formula and stays as it is.
 */
export function escapeCell(value: string): string {
  return formulaStart.test(value) && !signedNumber.test(value) ? `'${value}` : value;
}

/** UTF-8 with a BOM, so that spreadsheet programs read accents and non-Latin scripts right. */
export const utf8Bom = '\uFEFF';

function toCsv(header: readonly string[], data: readonly (readonly string[])[], options: ExportOptions): string {
  // Rows as plain arrays (header first): papaparse would cut a row with `fields` to the header's width.
  const body = Papa.unparse(
    [header, ...data].map((row) => row.map(escapeCell)),
    {
      delimiter: options.delimiter ?? ',',
      newline: '\r\n',
    },
  );
  return utf8Bom + body + '\r\n';
}

/** The row's cells padded to the header's width, and any extra cells (a ragged row) kept apart. */
function splitCells(cells: readonly string[], width: number): [string[], string[]] {
  const own = cells.slice(0, width);
  while (own.length < width) own.push('');
  return [own, cells.slice(width)];
}

/** Every row as uploaded, plus status, studentId, username and error; header first. */
export function resultsTable(
  headers: readonly string[],
  rows: readonly { cells: readonly string[]; outcome: RowOutcome }[],
): string[][] {
  const header = [...headers, 'status', 'studentId', 'username', 'error'];
  const data = rows.map(({ cells, outcome }) => {
    const [own, extra] = splitCells(cells, headers.length);
    return [...own, outcome.status, outcome.studentId ?? '', outcome.username ?? '', outcome.error ?? '', ...extra];
  });
  return [header, ...data];
}

/** Only the rows that failed, with their original columns and an error column; header first. */
export function failedRowsTable(
  headers: readonly string[],
  rows: readonly { cells: readonly string[]; error: string }[],
): string[][] {
  const data = rows.map(({ cells, error }) => {
    const [own, extra] = splitCells(cells, headers.length);
    return [...own, error, ...extra];
  });
  return [[...headers, 'error'], ...data];
}

/** A table (header first, as resultsTable and failedRowsTable give) as CSV. */
export function tableToCsv([header, ...data]: readonly (readonly string[])[], options: ExportOptions = {}): string {
  return toCsv(header ?? [], data, options);
}

/** One line for a row's problems, for the error column: `birth: birth must be a real date ...; email: ...`. */
export function describeProblems(
  problems: readonly { column: string | null; field: string | null; message: string }[],
): string {
  return problems.map((p) => ((p.column ?? p.field) ? `${p.column ?? p.field}: ${p.message}` : p.message)).join('; ');
}
