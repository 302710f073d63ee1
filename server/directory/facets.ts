import 'server-only';
import { sql } from 'drizzle-orm';
import { foldText } from '@/lib/directory/fold';
import type { KnownSchool } from '@/lib/users/school-match';
import type { Db } from '@/server/db/client';
import { keptPerDb } from '@/server/db/kept-per-db';
import { directoryStudents as t } from '@/server/db/schema';

export interface DirectoryFacets {
  schools: string[];
  cities: string[];
  grades: string[];
}

async function load(db: Db): Promise<DirectoryFacets> {
  const [schools, cities, grades] = await Promise.all([
    db
      .selectDistinct({ v: t.schoolName })
      .from(t)
      .where(sql`${t.schoolName} is not null`),
    db
      .selectDistinct({ v: t.cityName })
      .from(t)
      .where(sql`${t.cityName} is not null`),
    db
      .selectDistinct({ v: t.gradeName, o: t.gradeOrder })
      .from(t)
      .where(sql`${t.gradeName} is not null`),
  ]);
  const names = (rows: { v: string | null }[]) => rows.map((r) => r.v!).sort((a, b) => a.localeCompare(b));
  return {
    schools: names(schools),
    cities: names(cities),
    grades: grades.sort((a, b) => (a.o ?? 999) - (b.o ?? 999) || a.v!.localeCompare(b.v!)).map((r) => r.v!),
  };
}

/** The schools, cities and grades present in the directory (for filters and name resolution), kept a minute. */
export const directoryFacets = keptPerDb(60_000, load);

async function loadSchools(db: Db): Promise<KnownSchool[]> {
  const rows = await db
    .selectDistinct({ name: t.schoolName, city: t.cityName, country: t.countryName })
    .from(t)
    .where(sql`${t.schoolName} is not null`);
  return rows
    .map((r) => ({ name: r.name!, city: r.city, country: r.country }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.city ?? '').localeCompare(b.city ?? ''));
}

/**
 * The schools the console knows (those its copy of the account has students of), each with its city and
 * country, kept a minute: what a coordinator's schools are chosen from (the API lists no schools, spec §1 rule 6).
 */
export const directorySchools = keptPerDb(60_000, loadSchools);

/** Forget the facets and the schools (after a sync run or a write that may add a school). */
export function forgetDirectoryFacets(db: Db): void {
  directoryFacets.forget(db);
  directorySchools.forget(db);
}

/** Names as stored whose folded form equals one of `wanted` folded; the wanted names themselves are kept too. */
export function matchNamesExactly(stored: readonly string[], wanted: readonly string[]): string[] {
  const folded = new Set(wanted.map(foldText));
  return [...new Set([...wanted, ...stored.filter((n) => folded.has(foldText(n)))])];
}

/** Names as stored whose folded form contains `part` folded ("tbilisi" -> every Tbilisi school). */
export function matchNamesContaining(stored: readonly string[], part: string): string[] {
  const f = foldText(part);
  const exact = stored.filter((n) => foldText(n) === f);
  return exact.length ? exact : stored.filter((n) => foldText(n).includes(f));
}
