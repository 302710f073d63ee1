import { readWorkbook } from '../read-workbook';

/** For tests: a workbook as the import opens it (lib/spreadsheet/read-workbook.ts); throws what the import refuses. */
export function reopen(bytes: Uint8Array) {
  const opened = readWorkbook(bytes);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.workbook;
}
