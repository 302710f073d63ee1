import Papa from 'papaparse';
import { csvLimits, type CsvFileError } from './limits';
import { TableBuilder } from './table-builder';

import type { ParseResult } from './table-builder';

export type { DataRow, ParsedTable, ParseResult, RowParseIssue } from './table-builder';

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

/**
 * Parses decoded text into a header row and data rows. Every cell stays text (no dynamic typing), the
 * delimiter is guessed among comma, semicolon, tab and pipe, blank records are skipped but still counted
 * so that `fileRow` is the row a spreadsheet shows. Runs synchronously; call it in the parse worker.
 */
export function parseCsvText(text: string, options: ParseOptions = {}): ParseResult {
  const every = options.progressEvery ?? 5000;
  const builder = new TableBuilder(options.maxDataRows ?? csvLimits.maxDataRows);
  let record = 0;
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
      for (const error of step.errors) {
        if (error.code === 'MissingQuotes') {
          fatal = {
            code: 'unclosed_quote',
            say: { key: 'unclosedQuote', values: { row: record } },
            message: `Row ${record} opens a quoted cell (") that is never closed, so the rest of the file would be read as one cell. Close or remove the quotation mark in row ${record} and try again.`,
          };
          parser.abort();
          return;
        }
        if (error.code === 'InvalidQuotes') {
          builder.issues.push({
            fileRow: record,
            code: 'malformed_quotes',
            message: `Row ${record} has a quotation mark inside a quoted cell that is not doubled ("").`,
          });
        }
      }
      const before = builder.rows.length;
      fatal = builder.add(step.data, record);
      if (fatal) return parser.abort();
      const read = builder.rows.length;
      if (options.onProgress && read !== before && read % every === 0) {
        options.onProgress({ rowsRead: read, fraction: Math.min(1, step.meta.cursor / Math.max(1, text.length)) });
      }
    },
  });
  if (fatal) return { ok: false, error: fatal };
  options.onProgress?.({ rowsRead: builder.rows.length, fraction: 1 });
  return builder.finish(delimiter, {
    message: 'The file has no rows. Choose a CSV file with a header row and one student per row.',
    say: { key: 'noRows' },
  });
}
