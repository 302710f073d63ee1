import { SSF, type CellObject } from '@e965/xlsx';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A spreadsheet date serial as the registration form writes dates: DD/MM/YYYY. */
export function serialToFormDate(serial: number, date1904: boolean): string {
  const d = SSF.parse_date_code(serial, { date1904 }) as { y: number; m: number; d: number } | null;
  return d ? `${pad(d.d)}/${pad(d.m)}/${pad(d.y, 4)}` : String(serial);
}

/** A number with the General format, written out in full: never 1.23457E+13 for a long id or phone number. */
function generalNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return BigInt(value).toString();
  return String(Number(value.toPrecision(15)));
}

/**
 * The text a cell shows, for the import: text as typed (leading zeros kept), dates as DD/MM/YYYY,
 * numbers in full unless the cell has its own number format (00123, 0.00), a formula's cached value,
 * booleans and errors as the sheet shows them.
 */
export function cellText(cell: CellObject | null | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'n': {
      const value = cell.v as number;
      const format = typeof cell.z === 'string' ? cell.z : 'General';
      if (SSF.is_date(format)) return serialToFormDate(value, date1904);
      if (format === 'General' || format === '@') return generalNumber(value);
      try {
        return SSF.format(format, value) as string;
      } catch {
        return generalNumber(value);
      }
    }
    case 'd': {
      const date = cell.v instanceof Date ? cell.v : new Date(String(cell.v));
      return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return cell.w ?? String(cell.v);
  }
}
