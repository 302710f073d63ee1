/** Builders of test workbooks: .xlsx and .xls written with the import's own library, .ods by hand. Tests and the bench only. */
import { CFB, utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';

export type TestCell = string | number | Date | CellObject | null;

/** A sheet from rows; a Date becomes a date cell shown as dd/mm/yyyy. */
export function testSheet(rows: TestCell[][], merges: WorkSheet['!merges'] = []): WorkSheet {
  const sheet = utils.aoa_to_sheet(rows, { cellDates: true, dateNF: 'dd/mm/yyyy' });
  sheet['!merges'] = merges;
  return sheet;
}

export function testWorkbook(sheets: Record<string, WorkSheet>, bookType: 'xlsx' | 'xls' | 'ods' = 'xlsx'): Uint8Array {
  const book = utils.book_new();
  for (const [name, sheet] of Object.entries(sheets)) utils.book_append_sheet(book, sheet, name);
  return new Uint8Array(write(book, { type: 'array', bookType, compression: true }) as ArrayBuffer);
}

/** An OLE container with the streams Office writes for an encrypted workbook. */
export function passwordProtectedWorkbook(): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
  CFB.utils.cfb_add(container, 'EncryptedPackage', new Uint8Array(64));
  return new Uint8Array(CFB.write(container, { type: 'array' }) as ArrayLike<number>);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** An ODS cell: text, a float, a date (`{ date: '2012-05-03' }`), or a run of empty cells. */
export type OdsCell = string | number | { date: string } | { empty: number };

function odsCell(cell: OdsCell): string {
  if (typeof cell === 'string')
    return `<table:table-cell office:value-type="string"><text:p>${escapeXml(cell)}</text:p></table:table-cell>`;
  if (typeof cell === 'number')
    return `<table:table-cell office:value-type="float" office:value="${cell}"><text:p>${cell}</text:p></table:table-cell>`;
  if ('date' in cell)
    return `<table:table-cell office:value-type="date" office:date-value="${cell.date}"><text:p>${cell.date}</text:p></table:table-cell>`;
  return `<table:table-cell table:number-columns-repeated="${cell.empty}"/>`;
}

/** An OpenDocument spreadsheet written as LibreOffice writes one: mimetype first and stored, the manifest, content.xml, styles.xml. */
export function handWrittenOds(sheets: Record<string, OdsCell[][]>): Uint8Array {
  const tables = Object.entries(sheets)
    .map(
      ([name, rows]) =>
        `<table:table table:name="${escapeXml(name)}">${rows.map((r) => `<table:table-row>${r.map(odsCell).join('')}</table:table-row>`).join('')}</table:table>`,
    )
    .join('');
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
    'META-INF/manifest.xml': strToU8(manifest),
    'content.xml': strToU8(content),
    'styles.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.2"/>`),
  });
}
