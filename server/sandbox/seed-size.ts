import { seededStudentCounts } from './students/seed/seed-students';

/** How many students the demo account owns in the seed (server/sandbox/README.md "Seed fixtures"): 300. */
export const DEFAULT_SEED_STUDENTS: number = seededStudentCounts[0];
// scripts/demo.mjs reads these two from here: keep them plain numbers.
export const MIN_SEED_STUDENTS = 300;
export const MAX_SEED_STUDENTS = 100_000;
/** The environment variable the embedded sandbox and `npm run sandbox` read the seed size from. */
export const SEED_STUDENTS_ENV = 'SANDBOX_SEED_STUDENTS';

/** A seed size from its option's text (`20000`, `20_000` or `20,000`); unset or blank is the default. */
export function parseSeedStudents(raw: string | undefined, option: string = SEED_STUDENTS_ENV): number {
  const text = raw?.trim() ?? '';
  if (text === '') return DEFAULT_SEED_STUDENTS;
  const value = /^\d{1,3}(?:[_,]?\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/[_,]/g, '')) : Number.NaN;
  return checkSeedStudents(value, option, JSON.stringify(raw));
}

/** The seed size, or an error naming the option when it is not a whole number of students in range. */
export function checkSeedStudents(value: number, option: string, shown: string = String(value)): number {
  if (!Number.isInteger(value) || value < MIN_SEED_STUDENTS || value > MAX_SEED_STUDENTS)
    throw new RangeError(
      `${option}: the number of the demo account's seed students must be a whole number from ` +
        `${MIN_SEED_STUDENTS} to ${MAX_SEED_STUDENTS} (${DEFAULT_SEED_STUDENTS} is the default seed), got ${shown}`,
    );
  return value;
}
