type Index = { length: number; map: Map<string, unknown> };

const indexes = new WeakMap<readonly unknown[], Map<(item: never) => string, Index>>();

/**
 * The first item of `items` whose key is `key`, as `items.find((i) => keyOf(i) === key)` answers, through a Map
 * kept beside the array (never persisted) instead of a scan: a page of 100 rows looked up in 20,000 students is
 * otherwise 2 million comparisons. Relies on how the state's arrays change: they grow by `push` (the Map takes
 * the new tail) or are replaced by a new array (a `filter`: a new Map); items keep the key they were added
 * with. `keyOf` must be one function for each kind of key (defined once, not per call).
 */
export function findIndexed<T>(items: readonly T[], keyOf: (item: T) => string, key: string): T | undefined {
  let byKey = indexes.get(items);
  if (!byKey) indexes.set(items, (byKey = new Map()));
  let index = byKey.get(keyOf) as Index | undefined;
  if (!index || index.length > items.length) byKey.set(keyOf, (index = { length: 0, map: new Map() }));
  for (; index.length < items.length; index.length++) {
    const item = items[index.length]!;
    const itemKey = keyOf(item);
    if (!index.map.has(itemKey)) index.map.set(itemKey, item);
  }
  const found = index.map.get(key) as T | undefined;
  if (found === undefined || keyOf(found) === key) return found;
  return items.find((item) => keyOf(item) === key);
}
