import 'server-only';

/**
 * A value as PostgreSQL can store it: every NUL character removed from its strings, however deep (text
 * and jsonb hold any other character). The API may return a NUL in a name; a write must not fail on it.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)])) as T;
  }
  return value;
}

/**
 * What may be logged or stored of an error: the database's own message (never drizzle's "Failed query …
 * params: …", which carries every row value), on one line, shortened, with control characters shown as `?`.
 */
export function errorSummary(error: unknown): string {
  const cause = error instanceof Error && error.message.startsWith('Failed query:') ? error.cause : error;
  const text = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : 'unknown error';
  const line = (text.split('\n')[0] ?? '').replace(/[\u0000-\u001f\u007f]/g, '?');
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
