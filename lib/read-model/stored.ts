/**
 * What a page shows from the console's read model: the data, when it was read from the Partner API, and
 * whether a newer read is under way (`stale`) or could not be made because the API's limit is used up (`busy`).
 */
export interface Stored<T> {
  data: T;
  /** ISO time of the API read the data comes from. */
  fetchedAt: string;
  stale: boolean;
  busy: boolean;
}

/** When data from the read model was read, without the data: for views that carry it beside other fields. */
export type Freshness = Pick<Stored<unknown>, 'fetchedAt' | 'stale' | 'busy'>;

export function freshnessOf(stored: Freshness): Freshness {
  return { fetchedAt: stored.fetchedAt, stale: stored.stale, busy: stored.busy };
}

/** A copy's data (an object) with its freshness beside it, as the pages' views carry it. */
export function withFreshness<T extends object>(stored: Stored<T>): T & { freshness: Freshness } {
  return { ...stored.data, freshness: freshnessOf(stored) };
}

/** Several copies shown as one: as old as the oldest, stale or busy if any is. */
export function combinedFreshness(parts: readonly Freshness[]): Freshness | null {
  if (parts.length === 0) return null;
  return {
    fetchedAt: parts.map((p) => p.fetchedAt).sort()[0]!,
    stale: parts.some((p) => p.stale),
    busy: parts.some((p) => p.busy),
  };
}
