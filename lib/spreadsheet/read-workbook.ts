import { read, type WorkBook } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { csvLimits, type CsvFileError } from '@/lib/csv/limits';
import { formatBytes } from '@/lib/format/bytes';
import { spreadsheetContainerOf } from './file-kind';
import { spreadsheetLimits } from './limits';

export type WorkbookResult = { ok: true; workbook: WorkBook } | { ok: false; error: CsvFileError };

const brokenMessage =
  'This spreadsheet could not be opened: the file is damaged or not a real .xlsx, .xls or .ods workbook. Open it in your spreadsheet program, save it again (or save it as CSV) and try again.';

function fail(code: CsvFileError['code'], message: string, say: CsvFileError['say']): WorkbookResult {
  return { ok: false, error: { code, message, say } };
}

/** The unpacked size of a zip's parts, read from its directory without unpacking anything. */
function unpackedSize(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, {
    filter: (file) => {
      total += file.originalSize;
      return false;
    },
  });
  return total;
}

/**
 * Opens an .xlsx, .xls or .ods workbook: only the cells' values and number formats are read (no styles,
 * no HTML), formulas give their cached values. Refuses a file over the size limits, a zip that unpacks to
 * more than the memory ceiling, a password-protected workbook, and anything that does not open, each
 * with words a coordinator can act on.
 */
export function readWorkbook(bytes: Uint8Array): WorkbookResult {
  if (bytes.length > spreadsheetLimits.maxFileBytes) {
    return fail(
      'too_large',
      `This spreadsheet is ${formatBytes(bytes.length)}; the largest accepted is ${formatBytes(spreadsheetLimits.maxFileBytes)}. Split it into smaller files, or save it as CSV (up to ${formatBytes(csvLimits.maxFileBytes)}).`,
      {
        key: 'tooLargeSheet',
        values: {
          sizeBytes: bytes.length,
          maxBytes: spreadsheetLimits.maxFileBytes,
          csvMaxBytes: csvLimits.maxFileBytes,
        },
      },
    );
  }
  const container = spreadsheetContainerOf(bytes);
  if (!container) return fail('broken_spreadsheet', brokenMessage, { key: 'broken' });
  if (container === 'zip') {
    let size: number;
    try {
      size = unpackedSize(bytes);
    } catch {
      return fail('broken_spreadsheet', brokenMessage, { key: 'broken' });
    }
    if (size > spreadsheetLimits.maxUnpackedBytes) {
      return fail(
        'too_large',
        `This spreadsheet unpacks to ${formatBytes(size)}, more than the ${formatBytes(spreadsheetLimits.maxUnpackedBytes)} the import reads. Keep only the student sheet, or save it as CSV.`,
        { key: 'tooLargeUnpacked', values: { sizeBytes: size, maxBytes: spreadsheetLimits.maxUnpackedBytes } },
      );
    }
  }
  try {
    const workbook = read(bytes, {
      type: 'array',
      dense: true,
      cellNF: true,
      cellText: false,
      cellHTML: false,
      cellStyles: false,
      // Enough to notice a sheet with more rows than the import takes, without reading a million.
      sheetRows: csvLimits.maxDataRows + spreadsheetLimits.headerSearchRows + 2,
    });
    if (workbook.SheetNames.length === 0) return fail('broken_spreadsheet', brokenMessage, { key: 'broken' });
    return { ok: true, workbook };
  } catch (cause) {
    const text = cause instanceof Error ? cause.message : String(cause);
    if (/password|encrypt/i.test(text) && container === 'ole') {
      return fail(
        'password_protected',
        'This workbook is protected with a password, so it cannot be read. Open it, remove the password (in Excel: File → Info → Protect Workbook → Encrypt with Password, then clear it), save it and try again.',
        { key: 'passwordProtected' },
      );
    }
    return fail('broken_spreadsheet', brokenMessage, { key: 'broken' });
  }
}
