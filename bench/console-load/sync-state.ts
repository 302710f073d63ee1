/** Lets the bench read the console's /api/metrics (the directory sync's state). */
export const BENCH_METRICS_TOKEN = 'bench-console-load-metrics-token';

export interface SyncState {
  running: boolean;
  /** When the last complete run ended (ms since the epoch, give or take the scrape's own time); null before the first. */
  lastCompletedAt: number | null;
}

const gauge = (text: string, name: string): number | null => {
  const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
  return value === undefined ? null : Number(value);
};

/** The directory sync as /api/metrics says it: running, and when its last run completed. */
export async function readSyncState(baseUrl: string): Promise<SyncState> {
  const response = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`GET ${baseUrl}/api/metrics answered ${response.status}`);
  return syncStateOf(await response.text(), Date.now());
}

/** The sync's state from Prometheus text read at `now`. */
export function syncStateOf(metricsText: string, now: number): SyncState {
  const lag = gauge(metricsText, 'console_directory_sync_lag_seconds');
  return {
    running: gauge(metricsText, 'console_directory_sync_running') === 1,
    lastCompletedAt: lag === null ? null : Math.round(now - lag * 1000),
  };
}

/**
 * Whether a sync run was under way at either reading or completed between them: then the sandbox's counts
 * between the readings hold the sync's calls too, and a view measured between them is not counted.
 */
export function syncRanBetween(before: SyncState, after: SyncState): boolean {
  if (before.running || after.running) return true;
  if (before.lastCompletedAt === null || after.lastCompletedAt === null)
    return before.lastCompletedAt !== after.lastCompletedAt;
  // Runs can follow each other within a second (one asked for during another), so only the scrape's own time is allowed.
  return Math.abs(after.lastCompletedAt - before.lastCompletedAt) > 250;
}

/**
 * Waits until no sync run has started or completed for `quietMs` (the console's first tick comes 5 s after it
 * starts, and a run asked for during another follows it), so that the quiet phase does not begin inside one.
 */
export async function waitForSyncQuiet(baseUrl: string, quietMs = 8000, maxMs = 120_000): Promise<boolean> {
  const started = Date.now();
  let last = await readSyncState(baseUrl);
  let since = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await readSyncState(baseUrl);
    if (now.running || syncRanBetween(last, now)) since = Date.now();
    last = now;
    if (Date.now() - since >= quietMs) return true;
  }
  return false;
}

/** What one console process did itself, from its /api/metrics. */
export interface InstanceMetrics {
  /** Its own Partner API calls per operation (console_upstream_calls_total, summed over statuses). */
  calls: Record<string, number>;
  /** Its directory sync ticks by outcome (console_directory_sync_ticks_total): `completed` is a run it made. */
  syncTicks: Record<string, number>;
  /** The process's CPU time so far (user and system: console_process_cpu_seconds_total). */
  cpuSeconds: number;
  /** Its main thread's garbage collection pauses so far, every kind (console_nodejs_gc_duration_seconds_sum). */
  gcSeconds: number;
}

export async function readInstanceMetrics(baseUrl: string): Promise<InstanceMetrics> {
  const response = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`GET ${baseUrl}/api/metrics answered ${response.status}`);
  return instanceMetricsOf(await response.text());
}

/** A counter's values summed per one of its labels, from Prometheus text. */
function byLabel(metricsText: string, name: string, label: string): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const m of metricsText.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))) {
    const value = new RegExp(`${label}="([^"]*)"`).exec(m[1]!)?.[1];
    if (value) sums[value] = (sums[value] ?? 0) + Number(m[2]);
  }
  return sums;
}

export const instanceMetricsOf = (metricsText: string): InstanceMetrics => ({
  calls: byLabel(metricsText, 'console_upstream_calls_total', 'operation'),
  syncTicks: byLabel(metricsText, 'console_directory_sync_ticks_total', 'outcome'),
  cpuSeconds: gauge(metricsText, 'console_process_cpu_seconds_total') ?? NaN,
  gcSeconds: Object.values(byLabel(metricsText, 'console_nodejs_gc_duration_seconds_sum', 'kind')).reduce(
    (a, b) => a + b,
    0,
  ),
});
