import { csvLimits, type CsvFileError } from './limits';
import { checkTableShape } from './table-shape';
import { formatCount } from '@/lib/format/count';

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
  /** The CSV delimiter; '' for a spreadsheet. */
  delimiter: string;
  issues: RowParseIssue[];
  /** File rows whose cell count does not fit the header (see `isRagged`). */
  raggedRows: number[];
}

export type ParseResult = { ok: true; table: ParsedTable } | { ok: false; error: CsvFileError };

export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

function headerName(raw: string, index: number): string {
  const name = raw.replace(/^\uFEFF/, '').trim();
  return name === '' ? `Column ${index + 1}` : name;
}

/**
 * Turns records (a CSV's or a sheet's rows, in order) into a header and data rows: the first non-blank
 * record is the header, blank records are skipped, short rows padded, extra filled cells reported, and
 * more than `maxDataRows` rows refused. Shared by the CSV parser and the spreadsheet reader.
 */
export class TableBuilder {
  private headers: string[] | null = null;
  private headerRow = 0;
  readonly rows: DataRow[] = [];
  readonly issues: RowParseIssue[] = [];
  private readonly raggedRows: number[] = [];

  constructor(private readonly maxDataRows: number = csvLimits.maxDataRows) {}

  /** Adds one record; answers the error that stops reading (too many rows), else null. */
  add(cells: string[], fileRow: number): CsvFileError | null {
    if (isBlankRecord(cells)) return null;
    if (this.headers === null) {
      this.headers = cells.map(headerName);
      this.headerRow = fileRow;
      return null;
    }
    if (this.rows.length >= this.maxDataRows) {
      const max = formatCount(this.maxDataRows);
      return {
        code: 'too_many_rows',
        message: `This file has more than ${max} student rows. Split it into files of at most ${max} rows and import them one after another.`,
        say: { key: 'tooManyRows', values: { max: this.maxDataRows } },
      };
    }
    const width = this.headers.length;
    if (cells.length !== width && isRagged(cells, width)) this.raggedRows.push(fileRow);
    this.rows.push({ fileRow, cells: fitToHeader(cells, width, fileRow, this.issues) });
    return null;
  }

  finish(delimiter: string, empty: Pick<CsvFileError, 'message' | 'say'>): ParseResult {
    if (this.headers === null) return { ok: false, error: { code: 'empty_file', ...empty } };
    const table: ParsedTable = {
      headers: this.headers,
      headerRow: this.headerRow,
      rows: this.rows,
      delimiter,
      issues: this.issues,
      raggedRows: this.raggedRows,
    };
    const shape = checkTableShape(table);
    return shape ? { ok: false, error: shape } : { ok: true, table };
  }
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
