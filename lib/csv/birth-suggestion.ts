import { isRealBirthDate } from '@/lib/partner-api/student-rules/field-rules';

/** Which part comes first in the file's short dates like 3/5/2012: known only when some day is above 12. */
export type DateOrder = 'day-first' | 'month-first' | null;

const shortDate = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const isoDate = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+Z?)?$/;

const pad = (n: string) => n.padStart(2, '0');

/** Looks at every birth cell of a file: 25/12/2012 proves day-first, 12/25/2012 month-first; both or neither: unknown. */
export function inferDateOrder(values: Iterable<string | undefined>): DateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const m = value ? shortDate.exec(value) : null;
    if (!m) continue;
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? null : dayFirst ? 'day-first' : 'month-first';
}

/**
 * A `DD/MM/YYYY` value to propose for a birth date the API refuses, or undefined when the intent is not
 * certain. ISO dates (2012-05-03) are unambiguous; dotted dates (03.05.2012) are day-first by convention;
 * slashed or dashed short dates need the file's order unless one part is above 12.
 */
export function suggestBirth(value: string, order: DateOrder = null): string | undefined {
  const v = value.trim();
  let candidate: string | undefined;
  const iso = isoDate.exec(v);
  if (iso) candidate = `${pad(iso[3]!)}/${pad(iso[2]!)}/${iso[1]}`;
  const short = shortDate.exec(v);
  if (short) {
    const [, a, b, year] = short as unknown as [string, string, string, string];
    const dotted = v.includes('.');
    const first =
      Number(a) > 12 || (Number(b) <= 12 && (dotted || order === 'day-first'))
        ? 'day'
        : Number(b) > 12 || order === 'month-first'
          ? 'month'
          : null;
    if (first === 'day') candidate = `${pad(a)}/${pad(b)}/${year}`;
    if (first === 'month') candidate = `${pad(b)}/${pad(a)}/${year}`;
  }
  return candidate && candidate !== v && isRealBirthDate(candidate) ? candidate : undefined;
}
