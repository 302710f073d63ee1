import 'server-only';

export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type QueryInput = Record<string, QueryValue>;

/**
 * A query string with keys in a stable order, so that identical requests coalesce and cache as one.
 * Empty values are left out; an array is sent as one comma-separated value (the API's email filter).
 */
export function buildQuery(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
