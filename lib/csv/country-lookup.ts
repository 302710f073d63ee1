import { normalizeHeader } from './header-aliases';

export interface CountryRef {
  _id: string;
  name: string;
  iso2?: string;
  iso3?: string;
}

/**
 * Finds a country's id from what people write in a file: its name in any case and spacing, or its
 * two- or three-letter code ("Georgia", "GEORGIA", "GE", "GEO"). Exact matches only, never the nearest.
 */
export function buildCountryLookup(countries: readonly CountryRef[]): (text: string) => string | null {
  const byKey = new Map<string, string>();
  for (const country of countries) {
    for (const key of [country.name, country.iso2, country.iso3]) {
      if (key) byKey.set(normalizeHeader(key), country._id);
    }
  }
  return (text) => byKey.get(normalizeHeader(text)) ?? null;
}
