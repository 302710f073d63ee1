import type en from '@/lib/i18n/messages/en.json';
import { importMaxRows, importMinRows } from '@/lib/partner-api/student-rules/import-limits';

/** Limits of the CSV student import (spec §8 for the batch sizes; the file limits are the console's own). */
export const csvLimits = {
  /** Largest file accepted, in bytes. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Most data rows (header not counted) in one file. */
  maxDataRows: 100_000,
  /** Rows per import request (spec §8 "Import rows"). */
  minBatchRows: importMinRows,
  maxBatchRows: importMaxRows,
} as const;

/** A problem with the file as a whole: nothing can be previewed until it is fixed. */
export type CsvFileErrorCode =
  | 'empty_file'
  | 'too_large'
  | 'binary_file'
  | 'unknown_encoding'
  | 'no_data_rows'
  | 'too_many_rows'
  | 'single_column'
  | 'no_known_columns'
  | 'ragged_rows'
  | 'unclosed_quote'
  | 'invalid_mapping'
  | 'no_file'
  | 'unreadable'
  | 'password_protected'
  | 'broken_spreadsheet';

export interface CsvFileError {
  code: CsvFileErrorCode;
  /** For people: what is wrong and what to do about it (English). */
  message: string;
  /** The same as an `importFile` message and its values, for the reader's language; values named `*Bytes` are sizes. */
  say?: { key: ImportFileSayKey; values?: Record<string, string | number> };
}

export type ImportFileSayKey = keyof (typeof en)['importFile'];
