import { suggestMapping, validateMapping, type ColumnMapping } from './column-mapping';
import { buildCountryLookup, type CountryRef } from './country-lookup';
import { decodeCsvBytes, type CsvEncoding } from './decode';
import type { CsvFileError } from './limits';
import { parseCsvText, type DataRow, type ParsedTable, type RowParseIssue } from './parse';
import { validateImportRowWithSharedRules } from './shared-row-validator';
import { validateTable, type ValidationReport } from './validate';

/** Messages the page sends to the parse worker. `id` ties answers to a request. */
export type CsvWorkerRequest =
  | { type: 'parse'; id: number; bytes: ArrayBuffer | Uint8Array; encoding?: CsvEncoding }
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
    }
  | { type: 'validated'; id: number; report: ValidationReport }
  | { type: 'error'; id: number; error: CsvFileError };

export const previewRowCount = 50;

/**
 * The worker's logic, without the worker: decode and parse a file, keep the table, then validate it
 * with a mapping. Pure apart from the table it keeps, so it is tested in Node.
 */
export function createCsvWorkerHandler(post: (message: CsvWorkerResponse) => void): (request: CsvWorkerRequest) => void {
  let table: ParsedTable | null = null;
  return (request) => {
    const { id } = request;
    if (request.type === 'parse') {
      table = null;
      const bytes = request.bytes instanceof Uint8Array ? request.bytes : new Uint8Array(request.bytes);
      const decoded = decodeCsvBytes(bytes, request.encoding ? { encoding: request.encoding } : {});
      if (!decoded.ok) return post({ type: 'error', id, error: decoded.error });
      const parsed = parseCsvText(decoded.text, {
        onProgress: ({ rowsRead, fraction }) => post({ type: 'progress', id, phase: 'parse', rowsDone: rowsRead, fraction }),
      });
      if (!parsed.ok) return post({ type: 'error', id, error: parsed.error });
      table = parsed.table;
      return post({
        type: 'parsed',
        id,
        encoding: decoded.encoding,
        confident: decoded.confident,
        headers: table.headers,
        headerRow: table.headerRow,
        delimiter: table.delimiter,
        rowCount: table.rows.length,
        preview: table.rows.slice(0, previewRowCount),
        issues: table.issues,
        suggestedMapping: suggestMapping(table.headers),
      });
    }
    if (!table) {
      return post({ type: 'error', id, error: { code: 'no_file', message: 'No file has been read yet. Choose a file first.' } });
    }
    const mappingCheck = validateMapping(request.mapping, table.headers.length);
    if (!mappingCheck.ok) {
      return post({ type: 'error', id, error: { code: 'invalid_mapping', message: mappingCheck.problems.map((p) => p.message).join(' ') } });
    }
    const report = validateTable(table, request.mapping, {
      validateRow: validateImportRowWithSharedRules,
      ...(request.countries ? { resolveCountry: buildCountryLookup(request.countries) } : {}),
      onProgress: (done, total) => post({ type: 'progress', id, phase: 'validate', rowsDone: done, fraction: total === 0 ? 1 : done / total }),
    });
    post({ type: 'validated', id, report });
  };
}
