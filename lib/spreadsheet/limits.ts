/**
 * Limits of a spreadsheet upload, besides the CSV limits (100,000 rows). A workbook is read whole into
 * memory, so the file and, for zipped formats, its unpacked parts are capped: a 100,000-row .xlsx is about
 * 6 MB and unpacks to about 60 MB (bench/csv-parse-validate.ts prints the peak memory of reading one).
 */
export const spreadsheetLimits = {
  maxFileBytes: 30 * 1024 * 1024,
  maxUnpackedBytes: 300 * 1024 * 1024,
  /** Rows above the header a sheet may have (titles, a grouping row), searched for the header. */
  headerSearchRows: 20,
} as const;
