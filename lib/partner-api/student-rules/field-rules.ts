/**
 * Primitive rules of the student fields (spec §1 conventions, §2 Student record, §4.3, §8). Pure and
 * isomorphic: the sandbox, the console's forms and the CSV validator share them.
 */

/** Organization slugs a student can be activated for; `common` means every organization (spec §2). */
export const platformSlugs = ['common', 'stem', 'hilingua', 'neo', 'gmath', 'coding'] as const;
export type PlatformSlug = (typeof platformSlugs)[number];

/** At most this many items in `activatedPlatformsThisSeason` (spec §8). */
export const maxActivatedPlatforms = 6;

export const sexValues = ['m', 'f', 'n'] as const;
export type Sex = (typeof sexValues)[number];

/** Ids are 24 hexadecimal characters (spec §1 conventions). */
export const objectIdPattern = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && objectIdPattern.test(value);
}

/** The birth-date pattern of spec §1; the date must also exist. */
export const birthPattern = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `DD/MM/YYYY` and a date that exists: 31/02 is refused, 29/02 only in leap years; ISO dates are refused. */
export function isRealBirthDate(value: unknown): value is string {
  if (typeof value !== 'string' || !birthPattern.test(value)) return false;
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  return day <= daysInMonth(month, year);
}

/**
 * A practical address check: one `@`, a local part of allowed characters without leading, trailing or
 * doubled dots, and a domain of dot-separated labels ending in a top-level name of two letters or more.
 */
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const maxEmailLength = 254;

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxEmailLength && emailPattern.test(value);
}

/** Emails are stored and compared in lower case (spec §2). */
export function normalizeEmail(value: string): string {
  return value.toLowerCase();
}

/** Grade names are `1` to `12` (spec §2 Grade). */
export const gradeNames = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** Adds slugs to a stored list: nothing removed, no duplicates, order kept (spec §4.3 rule 5). */
export function mergePlatforms(stored: readonly string[], added: readonly string[]): string[] {
  const result = [...stored];
  for (const slug of added) if (!result.includes(slug)) result.push(slug);
  return result;
}

/** A student is visible to an organization when its list holds the slug or `common` (spec §4.8). */
export function isActivatedFor(activated: readonly string[], slug: string): boolean {
  return activated.includes(slug) || activated.includes('common');
}

/** C0 and C1 control characters (tab, line breaks, NUL, …): PostgreSQL text cannot hold NUL, and none belongs in a name. */
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacter(value: string): boolean {
  return controlCharacter.test(value);
}

/** Most addresses one `email` filter may list (spec §4.3 listStudents, §8). */
export const maxEmailFilter = 100;

/**
 * Site-relative panel path (spec §4.4): one leading `/`, no whitespace, no backslash anywhere, so that
 * full URLs, `//host` and `/\host` are refused.
 */
export function isSiteRelativePath(value: string): boolean {
  return (
    value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value) && !/[\u0000-\u001f\u007f]/.test(value)
  );
}
