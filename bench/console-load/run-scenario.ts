import os from 'node:os';
import { browse, sleep } from './browse';
import { greedyBrowse } from './greedy-browse';
import type { SignedInPerson } from './people';
import { readUpstream, upstreamSince, type UpstreamCounts, type UpstreamSource } from './sandbox-stats';
import { targetsFor, type SiteTargets } from './site-targets';
import type { View } from './timed-view';

export interface ScenarioSettings {
  /** The consoles people browse: person i uses baseUrls[i % length]; the greedy person the first. */
  baseUrls: string[];
  upstream: UpstreamSource;
  seconds: number;
  thinkSeconds: number;
  viewTimeoutMs: number;
  greedyPages: number;
  greedyEverySeconds: number;
  /** Also read the upstream counts this many seconds in (the fresh scenario's first minute). */
  splitAfterSeconds?: number;
}

export interface ScenarioResult {
  people: SignedInPerson[];
  greedy: SignedInPerson | null;
  /** Views of the people (not the greedy person's). */
  views: View[];
  greedyViews: View[];
  upstream: UpstreamCounts;
  /** When the people started (Date.now()). */
  startedAt: number;
  /** With splitAfterSeconds (below `seconds`): the upstream calls from the start until then. */
  split: { seconds: number; upstream: UpstreamCounts } | null;
  /** From the start until the last view under way at the end came back. */
  wallSeconds: number;
  /** The machine's 1-minute load average as the scenario ended (other work on the machine shows in it). */
  loadAverage: number;
  /**
   * CPU seconds of this bench process (the people's browsers) during the scenario: it shares the machine's cores
   * with the consoles, which a real crowd's browsers do not.
   */
  clientCpuSeconds: number;
}

/** The bench's own share of the machine while the people browsed, for the figures beside the consoles'. */
export const clientCpu = (result: ScenarioResult) =>
  `the bench's own client (the people's browsers, on the same cores): ${result.clientCpuSeconds.toFixed(1)} s of CPU = ` +
  `${((result.clientCpuSeconds * 1000) / Math.max(1, result.views.length + result.greedyViews.length)).toFixed(1)} ms a view`;

/** People browse at once for `seconds` (and the greedy person with them, if any); views under way then finish. */
export async function runScenario(
  people: SignedInPerson[],
  greedy: SignedInPerson | null,
  site: SiteTargets,
  settings: ScenarioSettings,
): Promise<ScenarioResult> {
  const before = await readUpstream(settings.upstream);
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  const splitAfter = settings.splitAfterSeconds;
  const splitReading =
    splitAfter !== undefined && splitAfter < settings.seconds
      ? sleep(splitAfter * 1000).then(() => readUpstream(settings.upstream))
      : null;
  const browsing = {
    baseUrl: settings.baseUrls[0]!,
    until: started + settings.seconds * 1000,
    thinkSeconds: settings.thinkSeconds,
    viewTimeoutMs: settings.viewTimeoutMs,
  };
  const [crowd, greedyViews] = await Promise.all([
    Promise.all(
      people.map((p, i) =>
        browse(p, targetsFor(p, site), 1000 + i, {
          ...browsing,
          baseUrl: settings.baseUrls[i % settings.baseUrls.length]!,
        }),
      ),
    ),
    greedy
      ? greedyBrowse(greedy, targetsFor(greedy, site), {
          ...browsing,
          pages: settings.greedyPages,
          everySeconds: settings.greedyEverySeconds,
        })
      : [],
  ]);
  const wallSeconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const clientCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const upstream = upstreamSince(before, await readUpstream(settings.upstream));
  const split = splitReading ? { seconds: splitAfter!, upstream: upstreamSince(before, await splitReading) } : null;
  return {
    people,
    greedy,
    views: crowd.flat(),
    greedyViews,
    upstream,
    startedAt: started,
    split,
    wallSeconds,
    loadAverage: os.loadavg()[0]!,
    clientCpuSeconds,
  };
}
