import { utils, write } from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

export interface XlsxSheet {
  name: string;
  /** Header first. Every cell is written as text: nothing is a formula, a phone number stays as typed. */
  rows: readonly (readonly string[])[];
  /** Column widths in characters. */
  widths?: readonly number[];
}

/** A drop-down on a column of a sheet, offering the values of a range of another sheet. */
export interface ListValidation {
  sheet: string;
  /** e.g. `G2:G1001`. */
  range: string;
  /** e.g. `Lists!$A$2:$A$40`. */
  source: string;
  /** warning: other values may still be typed; stop: only the list. */
  style: 'warning' | 'stop';
  prompt: string;
}

/** An .xlsx workbook of text cells. */
export function buildXlsx(sheets: readonly XlsxSheet[], validations: readonly ListValidation[] = []): Uint8Array {
  const book = utils.book_new();
  for (const sheet of sheets) {
    const ws = utils.aoa_to_sheet(sheet.rows.map((r) => [...r]));
    if (sheet.widths) ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
    utils.book_append_sheet(book, ws, sheet.name);
  }
  const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
  return validations.length ? withValidations(bytes, sheets, validations) : bytes;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Elements that follow dataValidations in a worksheet (ECMA-376 CT_Worksheet order). */
const afterValidations =
  /<(hyperlinks|printOptions|pageMargins|pageSetup|headerFooter|rowBreaks|colBreaks|customProperties|cellWatches|ignoredErrors|smartTags|drawing|legacyDrawing|tableParts|extLst)[\s/>]/;

/** The library's free edition writes no data validation, so the drop-downs are added to the sheet's XML here. */
function withValidations(
  bytes: Uint8Array,
  sheets: readonly XlsxSheet[],
  validations: readonly ListValidation[],
): Uint8Array {
  const files = unzipSync(bytes);
  sheets.forEach((sheet, index) => {
    const own = validations.filter((v) => v.sheet === sheet.name);
    const path = `xl/worksheets/sheet${index + 1}.xml`;
    if (!own.length || !files[path]) return;
    const items = own
      .map(
        (v) =>
          `<dataValidation type="list" errorStyle="${v.style}" allowBlank="1" showInputMessage="1" showErrorMessage="1" prompt="${escapeXml(v.prompt)}" sqref="${v.range}"><formula1>${escapeXml(v.source)}</formula1></dataValidation>`,
      )
      .join('');
    const block = `<dataValidations count="${own.length}">${items}</dataValidations>`;
    const xml = strFromU8(files[path]);
    const at = xml.search(afterValidations);
    files[path] = strToU8(
      at === -1 ? xml.replace('</worksheet>', `${block}</worksheet>`) : xml.slice(0, at) + block + xml.slice(at),
    );
  });
  return zipSync(files);
}
