/** Zip (.xlsx, .ods) and OLE (.xls, and any password-protected Office workbook) by their first bytes. */
export type SpreadsheetContainer = 'zip' | 'ole';

const zip = [0x50, 0x4b, 0x03, 0x04];
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function spreadsheetContainerOf(bytes: Uint8Array): SpreadsheetContainer | null {
  if (zip.every((b, i) => bytes[i] === b)) return 'zip';
  if (ole.every((b, i) => bytes[i] === b)) return 'ole';
  return null;
}

/** File name endings of the spreadsheet formats the import reads, for the file picker. */
export const spreadsheetExtensions = ['.xlsx', '.xlsm', '.xls', '.ods'] as const;
