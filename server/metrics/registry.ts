import 'server-only';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The console's metrics (GET /api/metrics, Prometheus text; docs/operations.md says what each means and
 * which alerts to set). One registry for the process, kept on globalThis: a Next build may load this module
 * once per bundle layer, and a metric registered twice would throw.
 */
function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'console_' });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
  return {
    registry,
    upstreamCalls: new Counter({
      name: 'console_upstream_calls_total',
      help: 'Partner API calls by operation and HTTP status (0: no answer).',
      labelNames: ['operation', 'status'] as const,
      registers: [registry],
    }),
    upstream429: new Counter({
      name: 'console_upstream_429_total',
      help: 'Partner API answers 429 (the rate budget should keep this at 0).',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'console_upstream_call_duration_seconds',
      help: 'Time from sending a Partner API request to its answer, by operation.',
      labelNames: ['operation'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    budgetWait: new Histogram({
      name: 'console_budget_wait_seconds',
      help: "Time a call waited for a place in its operation's rate window, by operation and priority.",
      labelNames: ['operation', 'priority'] as const,
      buckets: [0, 0.01, 0.1, 0.5, 1, 3, 10, 30, 60, 120],
      registers: [registry],
    }),
    budgetBusy: new Counter({
      name: 'console_budget_busy_total',
      help: 'Calls given up unsent because no place in the rate window came within their longest wait.',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'console_http_request_duration_seconds',
      help: 'Time to answer an HTTP request completely (pages: the whole streamed render), by route, method and status class.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    pageViewWait: new Histogram({
      name: 'console_page_view_wait_seconds',
      help: "Time a person's page view waited for its turn before rendering (server/fairness), burst or not.",
      labelNames: ['burst'] as const,
      buckets: [0, 0.01, 0.1, 0.5, 1.5, 3, 10, 30],
      registers: [registry],
    }),
    predictionDifferences: new Counter({
      name: 'console_prediction_differences_total',
      help: 'Predictions from stored copies that the live answer then contradicted (the API won), by operation.',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
    dbQueries: new Counter({
      name: 'console_db_queries_total',
      help: "Statements the console sent its database, by the route of the request that sent them ('background': none).",
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    syncTicks: new Counter({
      name: 'console_directory_sync_ticks_total',
      help: "This instance's directory sync ticks by outcome (completed: it ran a whole run; busy: another instance held the lease).",
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    importRows: new Counter({
      name: 'console_import_rows_total',
      help: 'Import rows whose chunk ended, by outcome (registered or not).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
}

export type ConsoleMetrics = ReturnType<typeof build>;

const holder = globalThis as typeof globalThis & { __consoleMetrics?: ConsoleMetrics };

export function metrics(): ConsoleMetrics {
  holder.__consoleMetrics ??= build();
  return holder.__consoleMetrics;
}
