import { tableToCsv } from '@/lib/csv/export';
import { buildXlsx } from './write-xlsx';

export type TableFileFormat = 'csv' | 'xlsx';

/** A file to download: its name, its type and its bytes (or text). */
export interface TableFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A table (header first) as a file: CSV (UTF-8 with a BOM, formula-escaped by `escapeCell`: a real formula start
 * gets a leading `'`, a phone number stays as typed) or .xlsx (every cell a text cell: nothing to escape). The
 * import's result files and the exports are written by this one function.
 */
export function tableFile(
  base: string,
  format: TableFileFormat,
  table: readonly (readonly string[])[],
  options: { delimiter?: string; sheetName: string; widthOf?: number },
): TableFile {
  if (format === 'xlsx') {
    const widthRow = table[options.widthOf ?? 0] ?? [];
    const widths = widthRow.map((h) => Math.min(40, Math.max(12, h.length + 2)));
    return {
      fileName: `${base}.xlsx`,
      contentType: xlsxContentType,
      body: buildXlsx([{ name: options.sheetName, rows: table, widths }]),
    };
  }
  return {
    fileName: `${base}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: tableToCsv(table, { delimiter: options.delimiter ?? ',' }),
  };
}

/** A route handler's answer that downloads the file (never cached). */
export function tableFileResponse(file: TableFile): Response {
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]+/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
