import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decode';
import { parseCsvText, type ParseResult } from './parse';
import { standardHeaders, studentCells, toCsvText, utf16, windows1252 } from './testing/fixtures';

function table(result: ParseResult) {
  if (!result.ok) throw new Error(result.error.message);
  return result.table;
}

const rows3 = [standardHeaders, studentCells(1), studentCells(2), studentCells(3)];

describe('parseCsvText', () => {
  it.each([
    ['comma', ','],
    ['semicolon (European export)', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
  ])('detects the %s delimiter', (_, delimiter) => {
    const t = table(parseCsvText(toCsvText(rows3, delimiter)));
    expect(t.delimiter).toBe(delimiter);
    expect(t.headers).toEqual(standardHeaders);
    expect(t.rows.map((r) => r.cells)).toEqual([studentCells(1), studentCells(2), studentCells(3)]);
  });

  it('keeps every cell as text: leading zeros, short dates, numbers', () => {
    const text = 'Phone,Birth,Grade,Ref\n0555123456,1/2/2012,05,1e3\n';
    const t = table(parseCsvText(text));
    expect(t.rows[0]!.cells).toEqual(['0555123456', '1/2/2012', '05', '1e3']);
  });

  it('keeps a quoted cell with a line break and a doubled quote as one cell of one row', () => {
    const text = 'First name,Last name,School\r\n"Ana","O""Neil","School\r\nNo. 1"\r\nBo,Li,X\r\n';
    const t = table(parseCsvText(text));
    expect(t.rows).toEqual([
      { fileRow: 2, cells: ['Ana', 'O"Neil', 'School\r\nNo. 1'] },
      { fileRow: 3, cells: ['Bo', 'Li', 'X'] },
    ]);
  });

  it('trims header names, names an empty header, and counts blank lines in file rows', () => {
    const text = '\n  First name ; Last name ;\n\nAna;Beridze;x\n ; ; \nBo;Li;y\n';
    const t = table(parseCsvText(text));
    expect(t.headers).toEqual(['First name', 'Last name', 'Column 3']);
    expect(t.headerRow).toBe(2);
    expect(t.rows.map((r) => r.fileRow)).toEqual([4, 6]);
  });

  it('pads short rows, drops empty trailing cells and reports rows with extra filled cells', () => {
    const text = 'First name,Last name,City\nAna,Beridze\nBo,Li,Baku,,\nCy,Do,Rome,extra\n';
    const t = table(parseCsvText(text));
    expect(t.rows.map((r) => r.cells)).toEqual([
      ['Ana', 'Beridze', ''],
      ['Bo', 'Li', 'Baku'],
      ['Cy', 'Do', 'Rome', 'extra'],
    ]);
    expect(t.issues).toEqual([expect.objectContaining({ fileRow: 4, code: 'extra_cells' })]);
  });

  it('reads decoded UTF-16 LE and Windows-1252 files', () => {
    const text = 'Nombre;Apellido;Ciudad\r\nJosé;Muñoz;Tbilisi\r\n';
    for (const bytes of [utf16(text, 'le', true), windows1252(text)]) {
      const decoded = decodeCsvBytes(bytes);
      if (!decoded.ok) throw new Error(decoded.error.message);
      const t = table(parseCsvText(decoded.text));
      expect(t.headers).toEqual(['Nombre', 'Apellido', 'Ciudad']);
      expect(t.rows[0]!.cells).toEqual(['José', 'Muñoz', 'Tbilisi']);
    }
  });

  it('reports progress by rows and by characters read', () => {
    const rows = [standardHeaders, ...Array.from({ length: 250 }, (_, i) => studentCells(i))];
    const seen: number[] = [];
    table(parseCsvText(toCsvText(rows), { progressEvery: 100, onProgress: (p) => seen.push(p.rowsRead) }));
    expect(seen).toEqual([100, 200, 250]);
  });
});

describe('parseCsvText refuses what is not a student table', () => {
  it('an empty or blank text', () => {
    expect(parseCsvText('')).toMatchObject({ ok: false, error: { code: 'empty_file' } });
    expect(parseCsvText('\r\n \r\n')).toMatchObject({ ok: false, error: { code: 'empty_file' } });
  });

  it('a header row with no data rows', () => {
    expect(parseCsvText(toCsvText([standardHeaders]))).toMatchObject({ ok: false, error: { code: 'no_data_rows' } });
  });

  it('a single column with no known header', () => {
    const r = parseCsvText('Nino Beridze 2012 Tbilisi\nGiorgi Kapanadze 2011 Batumi\n');
    expect(r).toMatchObject({ ok: false, error: { code: 'single_column' } });
  });

  it('headers that name no student field, quoting them', () => {
    const r = parseCsvText('Product,Price,Qty\nPen,1.20,3\n');
    expect(r).toMatchObject({ ok: false, error: { code: 'no_known_columns' } });
    if (!r.ok) expect(r.error.message).toContain('"Product", "Price", "Qty"');
  });

  it('many rows that do not fit the header', () => {
    const text = 'First name,Last name,City\n' + Array.from({ length: 10 }, (_, i) => `A${i},B,C,D,E`).join('\n');
    const r = parseCsvText(text);
    expect(r).toMatchObject({ ok: false, error: { code: 'ragged_rows' } });
    if (!r.ok) expect(r.error.message).toContain('Rows 2, 3, 4, 5, 6 and 5 more');
  });

  it('a quote that is never closed, naming the row', () => {
    const r = parseCsvText('First name,Last name\nAna,Beridze\n"Bo,Li\nCy,Do\n');
    expect(r).toMatchObject({ ok: false, error: { code: 'unclosed_quote' } });
    if (!r.ok) expect(r.error.message).toContain('Row 3');
  });

  it('more data rows than the limit', () => {
    const text = toCsvText([standardHeaders, ...Array.from({ length: 6 }, (_, i) => studentCells(i))]);
    expect(parseCsvText(text, { maxDataRows: 6 }).ok).toBe(true);
    const r = parseCsvText(text, { maxDataRows: 5 });
    expect(r).toMatchObject({ ok: false, error: { code: 'too_many_rows' } });
  });
});
