import { pageKinds, seededRandom, urlOf, type PageKind } from './page-kinds';
import type { SignedInPerson } from './people';
import { embeddedSandbox, settledUpstream, upstreamSince, type UpstreamCounts } from './sandbox-stats';
import type { SiteTargets } from './site-targets';
import { readSyncState, syncRanBetween } from './sync-state';
import { timedView } from './timed-view';

export interface UpstreamPerView {
  kind: PageKind;
  urls: number;
  /** Mean upstream calls of the first view of a URL, and of the view repeated right after. */
  cold: number;
  warm: number;
  /** Calls per operation over the cold views, divided by their number. */
  coldByOperation: Record<string, number>;
  warmByOperation: Record<string, number>;
  /** Views whose calls had not stopped within the wait (background work may be counted in). */
  unsettled: number;
  /** Views measured again (warm) or left out for another URL (cold): the directory sync ran during them. */
  syncOverlaps: number;
  errors: number;
}

/** Tries of a warm view, and spare URLs for a cold one, when the directory sync runs during the view. */
const retriesPerOverlap = 3;

/** Up to n different URLs of a kind (fewer when the kind has fewer, e.g. one /group-challenges). */
function distinctUrls(kind: PageKind, targets: SiteTargets, n: number): string[] {
  const random = seededRandom(0xc01d + pageKinds.indexOf(kind));
  const urls = new Set<string>();
  for (let tries = 0; urls.size < n && tries < 50; tries++) {
    const url = urlOf(kind, targets, random);
    if (url) urls.add(url);
  }
  return [...urls];
}

const perView = (counts: UpstreamCounts[], pickOf: (c: UpstreamCounts) => Record<string, number>) => {
  const sum: Record<string, number> = {};
  for (const c of counts) for (const [op, n] of Object.entries(pickOf(c))) sum[op] = (sum[op] ?? 0) + n;
  return Object.fromEntries(Object.entries(sum).map(([op, n]) => [op, n / Math.max(1, counts.length)]));
};

/**
 * The quiet phase: one person (an admin) alone views each URL twice in a row, and the sandbox's counts are
 * read before and after each view once they have stopped moving, so that each view's own calls are counted.
 */
export async function measureUpstreamPerView(
  baseUrl: string,
  person: SignedInPerson,
  targets: SiteTargets,
  samples: number,
  timeoutMs: number,
): Promise<UpstreamPerView[]> {
  const rows: UpstreamPerView[] = [];
  for (const kind of pageKinds) {
    const cold: UpstreamCounts[] = [];
    const warm: UpstreamCounts[] = [];
    let unsettled = 0;
    let errors = 0;
    let syncOverlaps = 0;
    /** One view's own calls, or null when the directory sync ran during it (its calls would be counted in). */
    const measure = async (url: string): Promise<UpstreamCounts | null> => {
      const before = await settledUpstream(embeddedSandbox(baseUrl));
      const syncBefore = await readSyncState(baseUrl);
      const view = await timedView(baseUrl, person.cookie, person.email, { kind, url }, timeoutMs);
      const after = await settledUpstream(embeddedSandbox(baseUrl));
      if (syncRanBetween(syncBefore, await readSyncState(baseUrl))) {
        syncOverlaps++;
        return null;
      }
      if (!after.settled) unsettled++;
      if (view.status !== 200) errors++;
      return upstreamSince(before, after);
    };
    const urls: string[] = [];
    for (const url of distinctUrls(kind, targets, samples + retriesPerOverlap)) {
      if (urls.length === samples) break;
      // A cold view cannot be had again: a URL whose cold view the sync overlapped gives way to the next.
      const first = await measure(url);
      if (!first) continue;
      let again: UpstreamCounts | null = null;
      for (let attempt = 0; !again && attempt < retriesPerOverlap; attempt++) again = await measure(url);
      if (!again) continue;
      urls.push(url);
      cold.push(first);
      warm.push(again);
    }
    if (urls.length === 0) continue;
    const mean = (list: UpstreamCounts[]) => list.reduce((s, c) => s + c.requests, 0) / list.length;
    rows.push({
      kind,
      urls: urls.length,
      cold: mean(cold),
      warm: mean(warm),
      unsettled,
      syncOverlaps,
      errors,
      coldByOperation: perView(cold, (c) => c.byOperation),
      warmByOperation: perView(warm, (c) => c.byOperation),
    });
  }
  return rows;
}
