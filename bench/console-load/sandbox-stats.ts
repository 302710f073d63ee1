import { sleep } from './browse';
import { BENCH_CONTROL_TOKEN } from './console-process';

/** Requests the embedded sandbox answered since it started: per operation, and in all (GET /__sandbox/stats). */
export interface UpstreamCounts {
  byOperation: Record<string, number>;
  requests: number;
  tooManyRequests: number;
}

interface StatsBody {
  data: Array<{ operation: string; requests: number; tooManyRequests: number }>;
  totals: { requests: number; tooManyRequests: number };
}

/** Where the API's counts are read: the console's embedded sandbox, or a standalone one several consoles share. */
export interface UpstreamSource {
  statsUrl: string;
  headers: Record<string, string>;
}

/** The embedded sandbox of the console at `baseUrl` (its control plane is behind the bench's token). */
export const embeddedSandbox = (baseUrl: string): UpstreamSource => ({
  statsUrl: `${baseUrl}/sandbox/__sandbox/stats`,
  headers: { 'x-sandbox-control-token': BENCH_CONTROL_TOKEN },
});

/** A standalone sandbox at `root` (`http://host:port`, its control plane open to this machine). */
export const standaloneSandbox = (root: string): UpstreamSource => ({
  statsUrl: `${root}/__sandbox/stats`,
  headers: {},
});

/** The consoles' upstream calls so far, from the sandbox's control plane (which counts none of its own). */
export async function readUpstream(source: UpstreamSource): Promise<UpstreamCounts> {
  const response = await fetch(source.statsUrl, { headers: source.headers });
  if (response.status !== 200)
    throw new Error(`GET ${source.statsUrl} answered ${response.status}: the sandbox has no stats route?`);
  const body = (await response.json()) as StatsBody;
  const byOperation: Record<string, number> = {};
  for (const row of body.data) byOperation[row.operation] = (byOperation[row.operation] ?? 0) + row.requests;
  return { byOperation, ...body.totals };
}

/** What happened between two readings. */
export function upstreamSince(before: UpstreamCounts, after: UpstreamCounts): UpstreamCounts {
  const byOperation: Record<string, number> = {};
  for (const [op, n] of Object.entries(after.byOperation))
    if (n - (before.byOperation[op] ?? 0) > 0) byOperation[op] = n - (before.byOperation[op] ?? 0);
  return {
    byOperation,
    requests: after.requests - before.requests,
    tooManyRequests: after.tooManyRequests - before.tooManyRequests,
  };
}

/**
 * The counts once nothing has called upstream for `quietMs` (background work done), or after `maxMs` with
 * whatever is still going on; `settled` says which.
 */
export async function settledUpstream(
  source: UpstreamSource,
  quietMs = 1000,
  maxMs = 30_000,
): Promise<UpstreamCounts & { settled: boolean }> {
  const deadline = Date.now() + maxMs;
  let last = await readUpstream(source);
  let quietSince = Date.now();
  for (;;) {
    await sleep(250);
    const now = await readUpstream(source);
    if (now.requests !== last.requests) quietSince = Date.now();
    last = now;
    if (Date.now() - quietSince >= quietMs) return { ...last, settled: true };
    if (Date.now() > deadline) return { ...last, settled: false };
  }
}
