import { pageKinds, seededRandom, urlOf, type PageKind } from './page-kinds';
import type { SignedInPerson } from './people';
import { embeddedSandbox, settledUpstream, upstreamSince, type UpstreamCounts } from './sandbox-stats';
import type { SiteTargets } from './site-targets';
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
  errors: number;
}

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
    const urls = distinctUrls(kind, targets, samples);
    for (const url of urls) {
      for (const into of [cold, warm]) {
        const before = await settledUpstream(embeddedSandbox(baseUrl));
        const view = await timedView(baseUrl, person.cookie, person.email, { kind, url }, timeoutMs);
        const after = await settledUpstream(embeddedSandbox(baseUrl));
        if (!after.settled) unsettled++;
        if (view.status !== 200) errors++;
        into.push(upstreamSince(before, after));
      }
    }
    if (urls.length === 0) continue;
    const mean = (list: UpstreamCounts[]) => list.reduce((s, c) => s + c.requests, 0) / list.length;
    rows.push({
      kind,
      urls: urls.length,
      cold: mean(cold),
      warm: mean(warm),
      unsettled,
      errors,
      coldByOperation: perView(cold, (c) => c.byOperation),
      warmByOperation: perView(warm, (c) => c.byOperation),
    });
  }
  return rows;
}
