import { formatBytes } from '@/lib/format/bytes';
import { csvLimits, type CsvFileError } from './limits';
import { hasBinaryMagic, looksBinaryBytes, looksBinaryText, sniffUtf16 } from './sniff';

/** Encodings a user may pick when the guess is wrong; every browser and Node have a TextDecoder for each. */
export const csvEncodings = [
  { id: 'utf-8', label: 'UTF-8 (most programs, Google Sheets, Excel "CSV UTF-8")' },
  { id: 'windows-1252', label: 'Western European (Windows-1252, older Excel)' },
  { id: 'windows-1251', label: 'Cyrillic (Windows-1251)' },
  { id: 'utf-16le', label: 'UTF-16 LE (Excel "Unicode text")' },
  { id: 'utf-16be', label: 'UTF-16 BE' },
] as const;

export type CsvEncoding = (typeof csvEncodings)[number]['id'];

export function isCsvEncoding(value: unknown): value is CsvEncoding {
  return csvEncodings.some((e) => e.id === value);
}

export type DecodeResult =
  | {
      ok: true;
      text: string;
      encoding: CsvEncoding;
      /** False when the bytes are not valid UTF-8 and Windows-1252 was a guess: offer `csvEncodings`. */
      confident: boolean;
      hadBom: boolean;
    }
  | { ok: false; error: CsvFileError };

export const binaryFileMessage =
  'This file is neither a text table nor a spreadsheet (.xlsx, .xls, .ods): it looks like a PDF, an image or another binary file. Save the student list as .xlsx or CSV and try again.';

function bomOf(bytes: Uint8Array): { encoding: CsvEncoding; length: number } | null {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

function decodeAs(bytes: Uint8Array, encoding: CsvEncoding, fatal = false): string {
  // ignoreBOM: the BOM has been cut off already (or is absent); a second one stays visible as text.
  return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
}

function fail(code: CsvFileError['code'], message: string, say: CsvFileError['say']): DecodeResult {
  return { ok: false, error: { code, message, say } };
}

/**
 * Bytes of an uploaded file to text. With `encoding` given (the user's choice) it is used as is, after
 * the binary checks; otherwise: the BOM, then BOM-less UTF-16 by its NUL pattern, then strict UTF-8, and
 * Windows-1252 (not confident) when the bytes are not valid UTF-8. A BOM is never part of the text.
 */
export function decodeCsvBytes(bytes: Uint8Array, options: { encoding?: CsvEncoding } = {}): DecodeResult {
  if (bytes.length > csvLimits.maxFileBytes) {
    return fail(
      'too_large',
      `This file is ${formatBytes(bytes.length)}; the largest file accepted is ${formatBytes(csvLimits.maxFileBytes)}. Split it into smaller files and import them one after another.`,
      { key: 'tooLargeCsv', values: { sizeBytes: bytes.length, maxBytes: csvLimits.maxFileBytes } },
    );
  }
  const bom = bomOf(bytes);
  const body = bom ? bytes.subarray(bom.length) : bytes;
  if (body.length === 0)
    return fail('empty_file', 'The file is empty. Choose a CSV file with a header row and one student per row.', {
      key: 'emptyCsv',
    });

  if (hasBinaryMagic(body)) return fail('binary_file', binaryFileMessage, { key: 'binary' });

  const bomUtf16 = bom && bom.encoding !== 'utf-8' ? bom.encoding : null;
  const utf16 = options.encoding
    ? options.encoding.startsWith('utf-16')
      ? options.encoding
      : null
    : (bomUtf16 ?? sniffUtf16(body));
  if (utf16) {
    const text = decodeAs(body, utf16);
    if (looksBinaryText(text)) return fail('binary_file', binaryFileMessage, { key: 'binary' });
    return { ok: true, text, encoding: utf16, confident: true, hadBom: bom !== null };
  }
  if (looksBinaryBytes(body)) return fail('binary_file', binaryFileMessage, { key: 'binary' });
  if (options.encoding || bom) {
    const encoding = options.encoding ?? 'utf-8';
    return { ok: true, text: decodeAs(body, encoding), encoding, confident: true, hadBom: bom !== null };
  }
  try {
    return { ok: true, text: decodeAs(body, 'utf-8', true), encoding: 'utf-8', confident: true, hadBom: bom !== null };
  } catch {
    return {
      ok: true,
      text: decodeAs(body, 'windows-1252'),
      encoding: 'windows-1252',
      confident: false,
      hadBom: false,
    };
  }
}
