import Papa from 'papaparse';

/**
 * The console's own words in a result file's error column, by code (worded in the reader's language by
 * `ResultsWords.note`): where a row's chunk stands, why a row was not registered, why it was not sent.
 */
export type ResultNote =
  | {
      code:
        | 'notSentYet'
        | 'beingSent'
        | 'sentWaiting'
        | 'running'
        | 'importCancelled'
        | 'chunkFailed'
        | 'activationCancelled';
    }
  /** Other rows of the same chunk were refused: a chunk is registered whole or not at all. */
  | { code: 'chunkRefused' }
  /** The API refused `count` rows of the chunk without naming them. */
  | { code: 'refusedUnnamed'; count: number }
  /** Removed during review, with the problems it had then (as the checks wrote them), if any. */
  | { code: 'removed'; problems?: string };

/** What happened to one file row in the import. */
export interface RowOutcome {
  /** registered, skipped, pending (the API's row states), rejected, not_registered, cancelled, failed, left_out. */
  status: string;
  studentId?: string;
  username?: string;
  /** The API's own words for the row (or a note stored in English by an older console); shown as written. */
  error?: string;
  /** The console's own words, by code; shown in the reader's language, in place of `error`. */
  note?: ResultNote;
}

/**
 * The words of the columns a result file adds, in the reader's language (server/imports/results-words.ts); the
 * file's own columns and the API's words stay as they are.
 */
export interface ResultsWords {
  columns: { status: string; studentId: string; username: string; error: string };
  /** A row's status in words; one the console does not know as the API wrote it. */
  status: (status: string) => string;
  note: (note: ResultNote) => string;
}

/** The error column of a row: the console's note in the reader's words, else the API's words as written. */
export function outcomeError(outcome: RowOutcome, words: ResultsWords): string {
  return outcome.note ? words.note(outcome.note) : (outcome.error ?? '');
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

/** Every row as uploaded, plus status, studentId, username and error in the reader's words; header first. */
export function resultsTable(
  headers: readonly string[],
  rows: readonly { cells: readonly string[]; outcome: RowOutcome }[],
  words: ResultsWords,
): string[][] {
  const { columns } = words;
  const header = [...headers, columns.status, columns.studentId, columns.username, columns.error];
  const data = rows.map(({ cells, outcome }) => {
    const [own, extra] = splitCells(cells, headers.length);
    return [
      ...own,
      words.status(outcome.status),
      outcome.studentId ?? '',
      outcome.username ?? '',
      outcomeError(outcome, words),
      ...extra,
    ];
  });
  return [header, ...data];
}

/** Only the rows that failed, with their original columns and an error column (in the reader's words); header first. */
export function failedRowsTable(
  headers: readonly string[],
  rows: readonly { cells: readonly string[]; outcome: RowOutcome }[],
  words: ResultsWords,
): string[][] {
  const data = rows.map(({ cells, outcome }) => {
    const [own, extra] = splitCells(cells, headers.length);
    return [...own, outcomeError(outcome, words) || words.status(outcome.status), ...extra];
  });
  return [[...headers, words.columns.error], ...data];
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
