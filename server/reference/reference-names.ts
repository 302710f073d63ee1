import 'server-only';
import { partner } from '@/server/partner';
import { readAllPages } from '@/server/partner/read-all-pages';

/** Grades and countries as `{ _id, name }`, from the client's reference cache (spec §4.2). */
export interface NamedRef {
  _id: string;
  name: string;
}

/** Every country of the API (the client caches each page 5 minutes). */
export const listAllCountries = () => readAllPages((page, limit) => partner.listCountries({ page, limit }));

/** Every grade of the API. */
export const listAllGrades = () => readAllPages((page, limit) => partner.listGrades({ page, limit }));

const named = (records: NamedRef[]): NamedRef[] => records.map((r) => ({ _id: r._id, name: r.name }));

export async function loadGradesAndCountries(): Promise<{ grades: NamedRef[]; countries: NamedRef[] }> {
  const [grades, countries] = await Promise.all([listAllGrades(), listAllCountries()]);
  return { grades: named(grades), countries: named(countries) };
}
