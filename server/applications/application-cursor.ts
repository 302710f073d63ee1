import 'server-only';

/**
 * A place in the API's list between two records: before record `index` (0-based) of API page `page`
 * (pages of 100). `after` is the `_id` of the record just before that place when it was read, so that
 * a list that shifted since (an application deleted or added earlier in the list) is picked up at the
 * same record rather than at the same number.
 */
export interface ListCursor {
  page: number;
  index: number;
  after?: string | undefined;
}

/** The start of the list. */
export const listStart: ListCursor = { page: 1, index: 0 };

const pattern = /^(\d{1,7})\.(\d{1,3})(?:\.([0-9a-f]{24}))?$/;

/** "3.41" or "3.41.<24 hex>" -> a cursor; anything else -> undefined (the list's start, as a bad page number would). */
export function parseCursor(raw: unknown): ListCursor | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return undefined;
  const match = pattern.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const page = Number(match[1]);
  const index = Number(match[2]);
  if (page < 1) return undefined;
  return match[3] ? { page, index, after: match[3] } : { page, index };
}

export function formatCursor(cursor: ListCursor): string {
  return cursor.after ? `${cursor.page}.${cursor.index}.${cursor.after}` : `${cursor.page}.${cursor.index}`;
}

/** The cursor's text as the URL should carry it, or undefined when it is missing or unreadable. */
export function normalizeCursor(raw: unknown): string | undefined {
  const cursor = parseCursor(raw);
  return cursor ? formatCursor(cursor) : undefined;
}

/** 1-based position in the whole list of record `index` of `page`. */
export function positionOf(page: number, index: number, pageSize: number): number {
  return (page - 1) * pageSize + index + 1;
}
