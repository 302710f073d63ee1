import 'server-only';
import { sql } from 'drizzle-orm';
import { foldText } from '@/lib/directory/fold';
import type { Db } from '@/server/db/client';
import { directoryStudents as t } from '@/server/db/schema';

export interface DirectoryFacets {
  schools: string[];
  cities: string[];
  grades: string[];
}

const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; value: Promise<DirectoryFacets> }>();

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
export function directoryFacets(db: Db, now = Date.now()): Promise<DirectoryFacets> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = load(db);
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Forget the facets (after a sync run or a write that may add a school). */
export function forgetDirectoryFacets(db: Db): void {
  cache.delete(db);
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
