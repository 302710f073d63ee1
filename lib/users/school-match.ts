import { foldText } from '@/lib/directory/fold';

/** A school the console knows: one the console's copy of the account has students of, with where it is. */
export interface KnownSchool {
  name: string;
  city: string | null;
  country: string | null;
}

/**
 * A school name as coordinator scope compares it (server/access/scope.ts): accents, case and spacing folded,
 * so a name the console knows under this key is the same school to the scope check.
 */
export const schoolKey = (name: string): string => foldText(name);

/** The known school with this name (folded), or undefined. */
export function findKnownSchool(name: string, known: readonly KnownSchool[]): KnownSchool | undefined {
  const key = schoolKey(name);
  return known.find((s) => schoolKey(s.name) === key);
}

/** The names of `names` that no known school has. */
export function unknownSchoolNames(names: readonly string[], known: readonly KnownSchool[]): string[] {
  const keys = new Set(known.map((s) => schoolKey(s.name)));
  return names.filter((n) => !keys.has(schoolKey(n)));
}

/** Levenshtein distance, giving up (answering `limit + 1`) once every path is past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * "Did you mean …": the known schools closest to a name the console does not know, nearest first (at most
 * `max`). Close means an edit distance on the folded names of at most a fifth of the name's length (at least 2),
 * so "Tbilisi Public Scool No. 1" finds "Tbilisi Public School No. 1" and "Batumi" finds nothing.
 */
export function suggestSchools(name: string, known: readonly KnownSchool[], max = 3): KnownSchool[] {
  const key = schoolKey(name);
  if (!key) return [];
  const limit = Math.max(2, Math.floor(key.length / 5));
  return known
    .map((school) => ({ school, distance: editDistance(key, schoolKey(school.name), limit) }))
    .filter((c) => c.distance <= limit && c.distance > 0)
    .sort((a, b) => a.distance - b.distance || a.school.name.localeCompare(b.school.name))
    .slice(0, max)
    .map((c) => c.school);
}

/** The known schools a typeahead offers for what was typed (folded "contains"), in a country and city if chosen. */
export function filterKnownSchools(
  known: readonly KnownSchool[],
  typed: string,
  where: { country?: string; city?: string } = {},
): KnownSchool[] {
  const key = schoolKey(typed);
  return known.filter(
    (s) =>
      (!where.country || s.country === where.country) &&
      (!where.city || s.city === where.city) &&
      (!key || schoolKey(s.name).includes(key)),
  );
}
