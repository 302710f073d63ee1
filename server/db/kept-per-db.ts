import 'server-only';
import type { Db } from './client';

/** A read kept per database for a while: `read` answers the kept value, `forget` drops it. */
export interface KeptRead<T> {
  (db: Db, now?: number): Promise<T>;
  forget(db: Db): void;
}

/**
 * `load` per database, kept `ttlMs` per process (a failed load is not kept): for what nearly every view reads and
 * seldom changes. Another instance's change shows once the time is up; this process's own writes call `forget`.
 */
export function keptPerDb<T>(ttlMs: number, load: (db: Db) => Promise<T>): KeptRead<T> {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  const read = (db: Db, now = Date.now()): Promise<T> => {
    const hit = cache.get(db);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(db);
    cache.set(db, { at: now, value });
    value.catch(() => cache.delete(db));
    return value;
  };
  return Object.assign(read, { forget: (db: Db) => void cache.delete(db) });
}
