/**
 * What the API has announced about retiring operations (spec §9.5): the `Deprecation` and `Sunset` headers of
 * its answers, as the console keeps them per operation (server/partner/request-log.ts) and shows them to admins.
 */

/** One operation the API said it is retiring. Dates in ISO 8601; the raw header text is kept when it is not a date. */
export interface RetiringOperation {
  operation: string;
  /** The `Deprecation` header as sent, and the date it names (`@<seconds>` of RFC 9745, or an HTTP date); null: none given. */
  deprecation: string | null;
  deprecatedAt: string | null;
  /** The `Sunset` header as sent (an HTTP date, RFC 8594), and that date: after it the operation may stop working. */
  sunset: string | null;
  sunsetAt: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

const toIso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : null);

/** `@1688169599` (RFC 9745) or an HTTP date -> ISO; `true` (older drafts) or anything else -> null. */
export function deprecationDate(value: string | null): string | null {
  if (!value) return null;
  const structured = /^@(-?\d+)$/.exec(value.trim());
  if (structured) return toIso(Number(structured[1]) * 1000);
  return /[a-z]{3}/i.test(value) ? toIso(Date.parse(value)) : null;
}

/** An HTTP date (`Wed, 30 Jun 2027 00:00:00 GMT`) -> ISO; anything unreadable -> null (the raw text is shown). */
export function sunsetDate(value: string | null): string | null {
  return value ? toIso(Date.parse(value)) : null;
}

/** Soonest sunset first; operations with no readable sunset last, by name. */
export function bySunset(a: RetiringOperation, b: RetiringOperation): number {
  if (a.sunsetAt && b.sunsetAt && a.sunsetAt !== b.sunsetAt) return a.sunsetAt < b.sunsetAt ? -1 : 1;
  if (Boolean(a.sunsetAt) !== Boolean(b.sunsetAt)) return a.sunsetAt ? -1 : 1;
  return a.operation.localeCompare(b.operation);
}
