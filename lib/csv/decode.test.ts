import { describe, expect, it } from 'vitest';
import { binaryFileMessage, csvEncodings, decodeCsvBytes } from './decode';
import { csvLimits } from './limits';
import { utf16, utf8, windows1252 } from './testing/fixtures';

const sample = 'First name,Last name,City\r\nJosé,Muñoz,Tbilisi\r\nნინო,Иванов,Batumi\r\n';
const latinSample = 'First name;Last name\r\nJosé;Muñoz\r\nRenée;Peña\r\n';

function decodedText(bytes: Uint8Array, encoding?: (typeof csvEncodings)[number]['id']) {
  const result = decodeCsvBytes(bytes, encoding ? { encoding } : {});
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8 without a BOM, confidently', () => {
    const r = decodedText(utf8(sample));
    expect(r).toMatchObject({ text: sample, encoding: 'utf-8', confident: true, hadBom: false });
  });

  it('strips a UTF-8 BOM', () => {
    const r = decodedText(utf8(sample, true));
    expect(r.text.startsWith('First name')).toBe(true);
    expect(r).toMatchObject({ encoding: 'utf-8', hadBom: true, confident: true });
  });

  it('reads UTF-16 LE and BE with a BOM, Georgian and Cyrillic included', () => {
    expect(decodedText(utf16(sample, 'le', true))).toMatchObject({ text: sample, encoding: 'utf-16le', hadBom: true });
    expect(decodedText(utf16(sample, 'be', true))).toMatchObject({ text: sample, encoding: 'utf-16be', hadBom: true });
  });

  it('detects BOM-less UTF-16 by its NUL pattern', () => {
    expect(decodedText(utf16(sample, 'le', false))).toMatchObject({
      text: sample,
      encoding: 'utf-16le',
      hadBom: false,
    });
    expect(decodedText(utf16(sample, 'be', false))).toMatchObject({
      text: sample,
      encoding: 'utf-16be',
      hadBom: false,
    });
  });

  it('falls back to Windows-1252, not confident, when the bytes are not UTF-8', () => {
    const r = decodedText(windows1252(latinSample));
    expect(r).toMatchObject({ text: latinSample, encoding: 'windows-1252', confident: false });
    expect(r.text).toContain('José;Muñoz');
  });

  it('uses the encoding the user picks', () => {
    const cyrillic = new Uint8Array([0xc8, 0xec, 0xff, 0x0d, 0x0a]); // "Имя" in Windows-1251
    expect(decodedText(cyrillic, 'windows-1251').text).toBe('Имя\r\n');
    expect(decodedText(utf8('café'), 'windows-1252').text).toBe('cafÃ©');
  });

  it('lists the encodings a user may choose', () => {
    expect(csvEncodings.map((e) => e.id)).toEqual(['utf-8', 'windows-1252', 'windows-1251', 'utf-16le', 'utf-16be']);
  });

  it('refuses an .xlsx (zip) file, an .xls (OLE) file and NUL-ridden bytes as binary', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const nul = new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x01, 0x02, 0x03, 0x61, 0x62, 0x00, 0x63, 0x64]);
    for (const bytes of [zip, ole, nul]) {
      expect(decodeCsvBytes(bytes)).toEqual({
        ok: false,
        error: { code: 'binary_file', message: binaryFileMessage, say: { key: 'binary' } },
      });
    }
  });

  it('refuses mostly non-printable bytes', () => {
    const bytes = Uint8Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 0x01 : 0x41));
    expect(decodeCsvBytes(bytes)).toMatchObject({ ok: false, error: { code: 'binary_file' } });
  });

  it('refuses an empty file and a file holding only a BOM', () => {
    expect(decodeCsvBytes(new Uint8Array())).toMatchObject({ ok: false, error: { code: 'empty_file' } });
    expect(decodeCsvBytes(utf8('', true))).toMatchObject({ ok: false, error: { code: 'empty_file' } });
  });

  it('refuses a file over 50 MB with a message naming the limit', () => {
    const big = new Uint8Array(csvLimits.maxFileBytes + 1);
    const r = decodeCsvBytes(big);
    expect(r).toMatchObject({ ok: false, error: { code: 'too_large' } });
    if (!r.ok) expect(r.error.message).toContain('50 MB');
    // …and as an importFile message with the sizes, for the reader's language.
    if (!r.ok)
      expect(r.error.say).toEqual({
        key: 'tooLargeCsv',
        values: { sizeBytes: csvLimits.maxFileBytes + 1, maxBytes: csvLimits.maxFileBytes },
      });
  });
});
