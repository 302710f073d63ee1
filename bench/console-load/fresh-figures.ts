import type { ScenarioResult } from './run-scenario';
import type { UpstreamCounts } from './sandbox-stats';
import type { View } from './timed-view';

/** The fresh scenario's "first minute", shown apart. */
export const FIRST_MINUTE_SECONDS = 60;

/** The views that started within the first minute of the people's browsing. */
export const firstMinuteViews = (r: ScenarioResult): View[] =>
  r.views.filter((v) => v.startedAt < r.startedAt + FIRST_MINUTE_SECONDS * 1000);

/** The upstream calls of the first minute (the whole run's when it lasted no longer). */
export const firstMinuteUpstream = (r: ScenarioResult): UpstreamCounts => r.split?.upstream ?? r.upstream;

/** Upstream calls ÷ views (NaN without views). */
export const callsPerView = (upstream: UpstreamCounts, views: number): number =>
  views === 0 ? NaN : upstream.requests / views;
