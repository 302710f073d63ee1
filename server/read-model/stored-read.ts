import 'server-only';
import type { Stored } from '@/lib/read-model/stored';
import type { CopyAddress, CopyStore } from './copies';
import type { ReadKind, ReadModelConfig } from './freshness';

export interface ReadSpec<T> {
  kind: ReadKind;
  key: string;
  /** The record the copy is about (a student's id), so that a write to it invalidates the copy. */
  subject?: string | null;
  /** The live read through the Partner API. */
  load: () => Promise<T>;
  /** A result worth keeping; a partial one (a card with a section that failed) is shown but not stored. */
  storable?: (data: T) => boolean;
  /** Read live now whatever the copy's age (the Refresh button). */
  force?: boolean;
  /**
   * What the console already knows when nothing is stored yet (e.g. the directory sync's sign-ins), as of
   * when it learned it: stored as the first copy and shown like one (stale when old), so no live read waits.
   */
  seed?: () => Promise<{ data: T; fetchedAt: Date } | null>;
}

export interface StoredReaderDeps {
  copies: CopyStore;
  config: () => ReadModelConfig;
  accountKey: () => string;
  now: () => number;
  /** Runs a live read as a person (with a deadline for the rate window) or as background work. */
  runAs: <T>(
    policy: { priority: 'person' | 'background'; maxWaitMs?: number; share?: number },
    fn: () => Promise<T>,
  ) => Promise<T>;
  /** The record is gone at the API (a live 404): its copy is removed. */
  isGone: (error: unknown) => boolean;
  /** The read could not be made now (rate window used up, API down): a copy, if any, is shown instead. */
  isUnavailable: (error: unknown) => boolean;
  /** Background refresh failures are not a person's problem, but are reported here. */
  onBackgroundError?: (error: unknown, at: CopyAddress) => void;
}

/**
 * Stale-while-revalidate over stored copies: a fresh copy is answered as it is; a stale one at once, while
 * one background read per copy (per process) replaces it; a missing or invalidated one is read live,
 * then stored. A live read that cannot be made in time falls back to the copy marked `busy`.
 */
export function createStoredReader(deps: StoredReaderDeps) {
  const refreshing = new Map<string, Promise<void>>();
  // When each copy was last replaced in the background: a read that saw the copy just before (another database
  // connection can answer after the refresh has ended) must not start a second one.
  const replacedAt = new Map<string, number>();

  const live = (fetchedAt: number) => ({ fetchedAt: new Date(fetchedAt).toISOString(), stale: false, busy: false });

  async function store<T>(spec: ReadSpec<T>, at: CopyAddress, data: T, fetchedAt: number) {
    if (spec.storable && !spec.storable(data)) return;
    await deps.copies.put(at, data, new Date(fetchedAt), spec.subject ?? null);
  }

  function refreshInBackground<T>(
    spec: ReadSpec<T>,
    at: CopyAddress,
    seenFetchedAt: number,
    onRead?: (data: T) => void,
  ): boolean {
    const id = `${at.accountKey}\u0000${at.kind}\u0000${at.key}`;
    if (refreshing.has(id) || seenFetchedAt < (replacedAt.get(id) ?? -Infinity)) return false;
    const run = (async () => {
      try {
        const startedAt = deps.now();
        const data = await deps.runAs({ priority: 'background', share: deps.config().backgroundShare }, spec.load);
        await store(spec, at, data, startedAt);
        onRead?.(data);
        replacedAt.set(id, startedAt);
        setTimeout(() => replacedAt.delete(id), 60_000).unref?.();
      } catch (error) {
        if (deps.isGone(error)) await deps.copies.remove(at);
        else deps.onBackgroundError?.(error, at);
      }
    })().finally(() => refreshing.delete(id));
    refreshing.set(id, run);
    return true;
  }

  async function read<T>(spec: ReadSpec<T>): Promise<Stored<T>> {
    const config = deps.config();
    if (!config.enabled) return { data: await spec.load(), ...live(deps.now()) };
    const at: CopyAddress = { accountKey: deps.accountKey(), kind: spec.kind, key: spec.key };
    let copy = await deps.copies.get<T>(at);
    if (!copy && !spec.force && spec.seed) {
      const seeded = await spec.seed();
      if (seeded) {
        await deps.copies.put(at, seeded.data, seeded.fetchedAt, spec.subject ?? null);
        copy = { data: seeded.data, fetchedAt: seeded.fetchedAt, invalidated: false };
      }
    }
    const fromCopy = (stale: boolean, busy: boolean): Stored<T> => ({
      data: copy!.data,
      fetchedAt: copy!.fetchedAt.toISOString(),
      stale,
      busy,
    });

    if (copy && !copy.invalidated && !spec.force) {
      const age = deps.now() - copy.fetchedAt.getTime();
      if (age <= config.freshnessSeconds[spec.kind] * 1000) return fromCopy(false, false);
      refreshInBackground(spec, at, copy.fetchedAt.getTime());
      return fromCopy(true, false);
    }

    const startedAt = deps.now();
    try {
      // With nothing to show instead, a person may wait longer for the rate window, but not for minutes.
      const maxWaitMs = copy ? config.maxWaitMs : config.maxWaitMs * 4;
      const data = await deps.runAs({ priority: 'person', maxWaitMs }, spec.load);
      // A partial answer (a section could not be read) does not replace a whole copy: the copy is shown.
      if (copy && spec.storable && !spec.storable(data)) return fromCopy(true, true);
      await store(spec, at, data, startedAt);
      return { data, ...live(startedAt) };
    } catch (error) {
      if (deps.isGone(error)) {
        if (copy) await deps.copies.remove(at);
        throw error;
      }
      if (copy && deps.isUnavailable(error)) return fromCopy(true, true);
      throw error;
    }
  }

  /**
   * Background work that reads ahead (the directory sync's catalog step): a copy that is missing, invalidated or
   * past half its freshness is read now, as background work with the background share of the window, and stored;
   * a younger one is left as it is. Run once per sync run (whose interval is at most half the freshness of the
   * kinds it keeps), so that no view finds the copy stale. Answers what is stored afterwards, or null (nothing
   * storable, or gone).
   */
  async function warm<T>(spec: Omit<ReadSpec<T>, 'force' | 'seed'>): Promise<{ data: T; read: boolean } | null> {
    const config = deps.config();
    if (!config.enabled) return null;
    const at: CopyAddress = { accountKey: deps.accountKey(), kind: spec.kind, key: spec.key };
    const copy = await deps.copies.get<T>(at);
    const young = (c: { fetchedAt: Date }) =>
      deps.now() - c.fetchedAt.getTime() < (config.freshnessSeconds[spec.kind] * 1000) / 2;
    if (copy && !copy.invalidated && young(copy)) return { data: copy.data, read: false };
    const startedAt = deps.now();
    try {
      const data = await deps.runAs({ priority: 'background', share: deps.config().backgroundShare }, spec.load);
      if (spec.storable && !spec.storable(data)) return null;
      await store(spec, at, data, startedAt);
      return { data, read: true };
    } catch (error) {
      if (!deps.isGone(error)) throw error;
      if (copy) await deps.copies.remove(at);
      return null;
    }
  }

  return {
    read,
    warm,
    /**
     * The stored copy as it is, without reading anything: null when none is stored, it is invalidated by a
     * write, or the read model is off. For work built on stored copies (the prediction of available exams).
     */
    peek: async <T>(kind: ReadKind, key: string): Promise<{ data: T; fetchedAt: Date } | null> => {
      if (!deps.config().enabled) return null;
      const copy = await deps.copies.get<T>({ accountKey: deps.accountKey(), kind, key });
      return copy && !copy.invalidated ? { data: copy.data, fetchedAt: copy.fetchedAt } : null;
    },
    /**
     * Reads the copy again in the background, as a stale copy is (background priority, its share of the window;
     * one read per copy and process), and hands the stored answer to `onRead`. False when a read of it is
     * already under way or the copy was replaced after `seenFetchedAt` (nothing started); nothing with READ_MODEL=off.
     */
    revalidate: <T>(spec: Omit<ReadSpec<T>, 'force' | 'seed'>, seenFetchedAt: number, onRead?: (data: T) => void) =>
      deps.config().enabled &&
      refreshInBackground(
        spec,
        { accountKey: deps.accountKey(), kind: spec.kind, key: spec.key },
        seenFetchedAt,
        onRead,
      ),
    /** Which of these keys have a copy that needs no read (stored, not invalidated); none with READ_MODEL=off. */
    storedKeys: async (kind: ReadKind, keys: readonly string[]) =>
      deps.config().enabled ? deps.copies.storedKeys(deps.accountKey(), kind, keys) : new Set<string>(),
    /**
     * After a write: copies about these records are read live next time. Never throws (the write itself
     * succeeded): should the database fail, the copies stay until their freshness ends, and it is reported.
     */
    invalidate: async (subjects: readonly string[], kinds?: readonly ReadKind[]) => {
      try {
        await deps.copies.invalidate(deps.accountKey(), subjects, kinds, new Date(deps.now()));
      } catch (error) {
        deps.onBackgroundError?.(error, {
          accountKey: deps.accountKey(),
          kind: kinds?.[0] ?? 'student',
          key: `invalidate ${subjects.length} record(s)`,
        });
      }
    },
    /** Copies read by background work (the directory sync's pages of students); nothing with READ_MODEL=off. */
    putMany: async (
      kind: ReadKind,
      entries: ReadonlyArray<{ key: string; data: unknown; subject: string | null }>,
      fetchedAt: Date,
    ) => {
      if (deps.config().enabled) await deps.copies.putMany(deps.accountKey(), kind, entries, fetchedAt);
    },
    /**
     * The mirror's mark that a list is whole as of `fetchedAt` (copies.putUnlessInvalidated): over a copy a write
     * invalidated, `instead` is stored as of now; nothing with READ_MODEL=off.
     */
    putUnlessInvalidated: async (
      kind: ReadKind,
      key: string,
      data: unknown,
      fetchedAt: Date,
      subject: string | null,
      instead: unknown,
    ) => {
      if (deps.config().enabled)
        await deps.copies.putUnlessInvalidated(
          { accountKey: deps.accountKey(), kind, key },
          data,
          fetchedAt,
          subject,
          instead,
          new Date(deps.now()),
        );
    },
    /** Write-through: the write's answer is the new copy. */
    put: <T>(kind: ReadKind, key: string, data: T, subject: string | null = null) =>
      deps.copies.put({ accountKey: deps.accountKey(), kind, key }, data, new Date(deps.now()), subject),
    /**
     * Other background work a page starts beside its copies (reading trees to name sittings): run with background
     * priority and the background share of the window, at most one per `id` and process at a time; a failure only
     * reports. False when one with this id is under way (nothing started). `settled()` waits for it too.
     */
    inBackground: (id: string, work: () => Promise<void>): boolean => {
      const key = `work\u0000${id}`;
      if (refreshing.has(key)) return false;
      const run = deps
        .runAs({ priority: 'background', share: deps.config().backgroundShare }, work)
        .catch((error: unknown) =>
          deps.onBackgroundError?.(error, { accountKey: deps.accountKey(), kind: 'unnamed-sittings', key: id }),
        )
        .finally(() => refreshing.delete(key));
      refreshing.set(key, run);
      return true;
    },
    /** For tests and shutdown: resolves when every background refresh under way has ended. */
    settled: async () => {
      while (refreshing.size > 0) await Promise.allSettled([...refreshing.values()]);
    },
  };
}

export type StoredReader = ReturnType<typeof createStoredReader>;
