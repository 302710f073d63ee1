import Papa from 'papaparse';
import { csvLimits, type CsvFileError } from './limits';
import { checkTableShape } from './table-shape';

/** One data row as it was in the file: `fileRow` counts records from 1, the header row included. */
export interface DataRow {
  fileRow: number;
  /** Cells as text, untouched (not trimmed); padded with '' to the header's length. */
  cells: string[];
}

/** A row-level parse finding that does not stop the import of the other rows. */
export interface RowParseIssue {
  fileRow: number;
  code: 'extra_cells' | 'malformed_quotes';
  message: string;
}

export interface ParsedTable {
  /** Header names, trimmed; an empty header is shown as `Column N`. */
  headers: string[];
  headerRow: number;
  rows: DataRow[];
  delimiter: string;
  issues: RowParseIssue[];
  /** File rows whose cell count does not fit the header (see `isRagged`). */
  raggedRows: number[];
}

export type ParseResult = { ok: true; table: ParsedTable } | { ok: false; error: CsvFileError };

export interface ParseProgress {
  rowsRead: number;
  /** 0 to 1, by characters read. */
  fraction: number;
}

export interface ParseOptions {
  onProgress?: (progress: ParseProgress) => void;
  /** Rows between two progress reports. */
  progressEvery?: number;
  maxDataRows?: number;
}

export const csvDelimiters = [',', ';', '\t', '|'];

function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

function headerName(raw: string, index: number): string {
  const name = raw.replace(/^\uFEFF/, '').trim();
  return name === '' ? `Column ${index + 1}` : name;
}

/**
 * Parses decoded text into a header row and data rows. Every cell stays text (no dynamic typing), the
 * delimiter is guessed among comma, semicolon, tab and pipe, blank records are skipped but still counted
 * so that `fileRow` is the row a spreadsheet shows. Runs synchronously; call it in the parse worker.
 */
export function parseCsvText(text: string, options: ParseOptions = {}): ParseResult {
  const maxRows = options.maxDataRows ?? csvLimits.maxDataRows;
  const every = options.progressEvery ?? 5000;
  let record = 0;
  let headers: string[] | null = null;
  let headerRow = 0;
  const rows: DataRow[] = [];
  const issues: RowParseIssue[] = [];
  const raggedRows: number[] = [];
  let fatal: CsvFileError | null = null;

  let delimiter = ',';
  Papa.parse<string[]>(text, {
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    delimitersToGuess: csvDelimiters,
    step: (step, parser) => {
      record++;
      delimiter = step.meta.delimiter;
      const cells = step.data;
      for (const error of step.errors) {
        if (error.code === 'MissingQuotes') {
          fatal = {
            code: 'unclosed_quote',
            message: `Row ${record} opens a quoted cell (") that is never closed, so the rest of the file would be read as one cell. Close or remove the quotation mark in row ${record} and try again.`,
          };
          parser.abort();
          return;
        }
        if (error.code === 'InvalidQuotes') {
          issues.push({ fileRow: record, code: 'malformed_quotes', message: `Row ${record} has a quotation mark inside a quoted cell that is not doubled ("").` });
        }
      }
      if (isBlankRecord(cells)) return;
      if (headers === null) {
        headers = cells.map(headerName);
        headerRow = record;
        return;
      }
      if (rows.length >= maxRows) {
        fatal = {
          code: 'too_many_rows',
          message: `This file has more than ${maxRows.toLocaleString('en-US')} student rows. Split it into files of at most ${maxRows.toLocaleString('en-US')} rows and import them one after another.`,
        };
        parser.abort();
        return;
      }
      if (cells.length !== headers.length && isRagged(cells, headers.length)) raggedRows.push(record);
      rows.push({ fileRow: record, cells: fitToHeader(cells, headers.length, record, issues) });
      if (options.onProgress && rows.length % every === 0) {
        options.onProgress({ rowsRead: rows.length, fraction: Math.min(1, step.meta.cursor / Math.max(1, text.length)) });
      }
    },
  });
  if (fatal) return { ok: false, error: fatal };
  options.onProgress?.({ rowsRead: rows.length, fraction: 1 });
  if (headers === null) {
    return { ok: false, error: { code: 'empty_file', message: 'The file has no rows. Choose a CSV file with a header row and one student per row.' } };
  }
  const table: ParsedTable = { headers, headerRow, rows, delimiter, issues, raggedRows };
  const shape = checkTableShape(table);
  return shape ? { ok: false, error: shape } : { ok: true, table };
}

/** Pads a short row with empty cells; cuts empty cells past the header; keeps (and reports) extra filled cells. */
function fitToHeader(cells: string[], width: number, fileRow: number, issues: RowParseIssue[]): string[] {
  if (cells.length === width) return cells;
  if (cells.length < width) {
    const padded = cells.slice();
    while (padded.length < width) padded.push('');
    return padded;
  }
  const extra = cells.slice(width);
  if (extra.every((c) => c.trim() === '')) return cells.slice(0, width);
  issues.push({
    fileRow,
    code: 'extra_cells',
    message: `Row ${fileRow} has ${cells.length} cells but the header has ${width} columns: a cell probably holds the delimiter without quotes.`,
  });
  return cells;
}

/** A row that does not fit the header: filled cells past it, or fewer than half of its cells. */
function isRagged(cells: readonly string[], width: number): boolean {
  if (cells.length < width) return cells.length < width / 2;
  return cells.slice(width).some((c) => c.trim() !== '');
}
