/** Byte-level guesses about an uploaded file: binary formats and BOM-less UTF-16. */

const sampleSize = 8192;

/** Leading bytes of formats people pick by mistake: zip (.xlsx, .ods), OLE (.xls), PDF, images. */
const magicNumbers: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
  [0xff, 0xd8, 0xff],
];

export function hasBinaryMagic(bytes: Uint8Array): boolean {
  return magicNumbers.some((magic) => magic.every((byte, i) => bytes[i] === byte));
}

/** Control characters other than tab, line feed, form feed and carriage return. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

/** A file whose first bytes hold a NUL or more than 10% control characters is not a text table. */
export function looksBinaryBytes(bytes: Uint8Array): boolean {
  if (hasBinaryMagic(bytes)) return true;
  const end = Math.min(bytes.length, sampleSize);
  let control = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i]!;
    if (byte === 0) return true;
    if (isControl(byte)) control++;
  }
  return end > 0 && control / end > 0.1;
}

/** The same test on decoded text (UTF-16 files, where NUL bytes are expected). */
export function looksBinaryText(text: string): boolean {
  const end = Math.min(text.length, sampleSize);
  let control = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (isControl(code) || code === 0xfffd) control++;
  }
  return end > 0 && control / end > 0.1;
}

/**
 * BOM-less UTF-16: text that is mostly ASCII has a NUL in every other byte, the odd bytes for
 * little-endian, the even bytes for big-endian. Needs a clear pattern; anything else is not UTF-16.
 */
export function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(bytes.length, sampleSize) / 2);
  if (pairs < 2) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNul++;
    if (bytes[2 * i + 1] === 0) oddNul++;
  }
  if (oddNul / pairs > 0.3 && evenNul / pairs < 0.05) return 'utf-16le';
  if (evenNul / pairs > 0.3 && oddNul / pairs < 0.05) return 'utf-16be';
  return null;
}
