import { suggestMapping, validateMapping, type ColumnMapping } from './column-mapping';
import { buildCountryLookup, type CountryRef } from './country-lookup';
import { decodeCsvBytes, type CsvEncoding } from './decode';
import type { CsvFileError } from './limits';
import { parseCsvText, type DataRow, type ParsedTable, type RowParseIssue } from './parse';
import type { ParseResult } from './table-builder';
import { readWorkbook } from '@/lib/spreadsheet/read-workbook';
import { sheetToTable, studentSheets, type SheetChoice } from '@/lib/spreadsheet/sheet-table';
import { spreadsheetContainerOf } from '@/lib/spreadsheet/file-kind';
import type { WorkBook } from '@e965/xlsx';
import { validateImportRowWithSharedRules } from './shared-row-validator';
import { validateTable, type ValidationReport } from './validate';

/** Messages the page sends to the parse worker. `id` ties answers to a request. */
export type CsvWorkerRequest =
  | { type: 'parse'; id: number; bytes: ArrayBuffer | Uint8Array; encoding?: CsvEncoding }
  /** After `choose-sheet`: read that sheet of the workbook the worker keeps. */
  | { type: 'sheet'; id: number; sheet: string }
  | { type: 'validate'; id: number; mapping: ColumnMapping; countries?: CountryRef[] };

/** Messages the worker sends back: any number of `progress`, then one of the others. */
export type CsvWorkerResponse =
  | { type: 'progress'; id: number; phase: 'parse' | 'validate'; rowsDone: number; fraction: number }
  | {
      type: 'parsed';
      id: number;
      encoding: CsvEncoding;
      /** False: the encoding was a guess; offer `csvEncodings` and parse again with the user's choice. */
      confident: boolean;
      headers: string[];
      headerRow: number;
      delimiter: string;
      rowCount: number;
      /** The first rows, for the preview table. */
      preview: DataRow[];
      issues: RowParseIssue[];
      suggestedMapping: ColumnMapping;
      /** The sheet read, for a spreadsheet (null for a text file), and the others the person may pick instead. */
      sheet: string | null;
      sheets: SheetChoice[];
    }
  /** A workbook with several student sheets: ask which one, then send `sheet`. */
  | { type: 'choose-sheet'; id: number; sheets: SheetChoice[] }
  | { type: 'validated'; id: number; report: ValidationReport }
  | { type: 'error'; id: number; error: CsvFileError };

export const previewRowCount = 50;

/**
 * The worker's logic, without the worker: decode and parse a file, keep the table, then validate it
 * with a mapping. Pure apart from the table it keeps, so it is tested in Node.
 */
export function createCsvWorkerHandler(
  post: (message: CsvWorkerResponse) => void,
): (request: CsvWorkerRequest) => void {
  let table: ParsedTable | null = null;
  let workbook: { book: WorkBook; sheets: SheetChoice[] } | null = null;

  const answerParsed = (
    id: number,
    parsed: ParseResult,
    file: { encoding: CsvEncoding; confident: boolean; sheet: string | null },
  ) => {
    if (!parsed.ok) return post({ type: 'error', id, error: parsed.error });
    table = parsed.table;
    return post({
      type: 'parsed',
      id,
      ...file,
      headers: table.headers,
      headerRow: table.headerRow,
      delimiter: table.delimiter,
      rowCount: table.rows.length,
      preview: table.rows.slice(0, previewRowCount),
      issues: table.issues,
      suggestedMapping: suggestMapping(table.headers),
      sheets: workbook?.sheets ?? [],
    });
  };
  const readSheet = (id: number, book: WorkBook, sheet: string) =>
    answerParsed(id, sheetToTable(book, sheet), { encoding: 'utf-8', confident: true, sheet });

  return (request) => {
    const { id } = request;
    if (request.type === 'parse') {
      table = null;
      workbook = null;
      const bytes = request.bytes instanceof Uint8Array ? request.bytes : new Uint8Array(request.bytes);
      if (spreadsheetContainerOf(bytes)) {
        const opened = readWorkbook(bytes);
        if (!opened.ok) return post({ type: 'error', id, error: opened.error });
        const sheets = studentSheets(opened.workbook);
        workbook = { book: opened.workbook, sheets };
        if (sheets.length === 0) {
          return post({
            type: 'error',
            id,
            error: {
              code: 'empty_file',
              say: { key: 'emptyWorkbook' },
              message:
                'Every sheet of this workbook is empty. Choose a file with a header row and one student per row.',
            },
          });
        }
        if (sheets.length > 1) return post({ type: 'choose-sheet', id, sheets });
        return readSheet(id, opened.workbook, sheets[0]!.name);
      }
      const decoded = decodeCsvBytes(bytes, request.encoding ? { encoding: request.encoding } : {});
      if (!decoded.ok) return post({ type: 'error', id, error: decoded.error });
      const parsed = parseCsvText(decoded.text, {
        onProgress: ({ rowsRead, fraction }) =>
          post({ type: 'progress', id, phase: 'parse', rowsDone: rowsRead, fraction }),
      });
      return answerParsed(id, parsed, { encoding: decoded.encoding, confident: decoded.confident, sheet: null });
    }
    if (request.type === 'sheet') {
      table = null;
      if (!workbook || !workbook.sheets.some((s) => s.name === request.sheet)) {
        return post({
          type: 'error',
          id,
          error: {
            code: 'no_file',
            message: 'That sheet is not in the file read. Choose the file again.',
            say: { key: 'sheetMissing' },
          },
        });
      }
      return readSheet(id, workbook.book, request.sheet);
    }
    if (!table) {
      return post({
        type: 'error',
        id,
        error: {
          code: 'no_file',
          message: 'No file has been read yet. Choose a file first.',
          say: { key: 'noFileYet' },
        },
      });
    }
    const current: ParsedTable = table;
    const mappingCheck = validateMapping(request.mapping, current.headers.length);
    if (!mappingCheck.ok) {
      return post({
        type: 'error',
        id,
        error: { code: 'invalid_mapping', message: mappingCheck.problems.map((p) => p.message).join(' ') },
      });
    }
    const report = validateTable(current, request.mapping, {
      validateRow: validateImportRowWithSharedRules,
      ...(request.countries ? { resolveCountry: buildCountryLookup(request.countries) } : {}),
      onProgress: (done, total) =>
        post({ type: 'progress', id, phase: 'validate', rowsDone: done, fraction: total === 0 ? 1 : done / total }),
    });
    post({ type: 'validated', id, report });
  };
}
