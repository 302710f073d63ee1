/** Builders of test files: bytes in the encodings coordinators' programs write. Tests and the bench only. */

export const georgiaId = '64b7f0c2a1b2c3d4e5f60718';

export const standardHeaders = [
  'First name',
  'Last name',
  'Date of birth',
  'Sex',
  'E-mail',
  'Phone',
  'Country',
  'City',
  'School',
  'Grade',
  'Student ID',
];

export interface StudentCells {
  first?: string;
  last?: string;
  birth?: string;
  sex?: string;
  email?: string;
  phone?: string;
  country?: string;
  city?: string;
  school?: string;
  grade?: string;
  ref?: string;
}

/** One valid student's cells in `standardHeaders` order; override any cell. */
export function studentCells(n: number, over: StudentCells = {}): string[] {
  return [
    over.first ?? `Nino${n}`,
    over.last ?? `Beridze${n}`,
    over.birth ?? `${String((n % 28) + 1).padStart(2, '0')}/0${(n % 9) + 1}/2012`,
    over.sex ?? ['m', 'f', 'n'][n % 3]!,
    over.email ?? `student${n}@example.org`,
    over.phone ?? `0555${String(n).padStart(6, '0')}`,
    over.country ?? georgiaId,
    over.city ?? 'Tbilisi',
    over.school ?? 'Tbilisi Public School No. 1',
    over.grade ?? String((n % 12) + 1),
    over.ref ?? `S-${n}`,
  ];
}

/** Quotes a cell when it holds the delimiter, a quote or a line break. */
function quote(cell: string, delimiter: string): string {
  return cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsvText(rows: readonly (readonly string[])[], delimiter = ',', newline = '\r\n'): string {
  return rows.map((r) => r.map((c) => quote(c, delimiter)).join(delimiter)).join(newline) + newline;
}

export function utf8(text: string, bom = false): Uint8Array {
  const body = new TextEncoder().encode(text);
  return bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...body]) : body;
}

export function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let i = 0;
  if (bom) {
    out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    i = 2;
  }
  for (let c = 0; c < text.length; c++, i += 2) {
    const code = text.charCodeAt(c);
    out[endian === 'le' ? i : i + 1] = code & 0xff;
    out[endian === 'le' ? i + 1 : i] = code >> 8;
  }
  return out;
}

/** Windows-1252 for text in Latin-1's printable range (é, ñ, ü ...), as older Excel saves it. */
export function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not encodable here: ${ch}`);
    return code;
  });
}
