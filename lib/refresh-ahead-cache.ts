/**
 * Values kept for `ttlMs`, read again before they expire: a hit in the last `refreshWithinMs` of a value's life
 * returns the kept value and starts `refresh` (once per key at a time), whose answer is kept; a failed refresh
 * leaves the kept value until it expires. So while something is in use, nobody waits for it to be read again.
 */
export interface RefreshAheadCache<K, V> {
  /** The kept value while it has not expired, else undefined. */
  fresh(key: K, refresh: () => Promise<V>): { value: V } | undefined;
  keep(key: K, value: V): void;
  forget(key?: K): void;
}

export function createRefreshAheadCache<K, V>(options: {
  ttlMs: number;
  refreshWithinMs: number;
  now: () => number;
}): RefreshAheadCache<K, V> {
  const { ttlMs, refreshWithinMs, now } = options;
  const kept = new Map<K, { value: V; expiresAt: number }>();
  const refreshing = new Set<K>();
  const keep = (key: K, value: V) => void kept.set(key, { value, expiresAt: now() + ttlMs });
  return {
    fresh(key, refresh) {
      const hit = kept.get(key);
      const left = hit ? hit.expiresAt - now() : 0;
      if (!hit || left <= 0) return undefined;
      if (left < refreshWithinMs && !refreshing.has(key)) {
        refreshing.add(key);
        void refresh()
          .then((value) => keep(key, value))
          .catch(() => {})
          .finally(() => refreshing.delete(key));
      }
      return { value: hit.value };
    },
    keep,
    forget(key) {
      if (key === undefined) kept.clear();
      else kept.delete(key);
    },
  };
}
