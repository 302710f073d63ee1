import 'server-only';
import { count } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { getDb } from '@/server/db/client';
import { importJobs } from '@/server/db/schema';
import { readSyncState } from '@/server/directory/sync-state';
import { getPartnerClient } from '@/server/partner';
import { OptionalGauge } from './optional-gauge';
import { metrics } from './registry';

/** The import job states a gauge is always written for (0 included), so that an alert sees them. */
const jobStates = ['draft', 'queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

const holder = globalThis as typeof globalThis & { __consoleScrapeGauges?: true };

/**
 * Gauges read when /api/metrics is scraped: the rate windows (shared through the database with several
 * instances), import jobs by state, and how long ago the directory sync last completed. A failed read
 * leaves its gauge out of that scrape rather than failing it.
 */
export function registerScrapeGauges(): void {
  if (holder.__consoleScrapeGauges) return;
  holder.__consoleScrapeGauges = true;
  const { registry } = metrics();
  const budgetUsed = new Gauge({
    name: 'console_budget_used_ratio',
    help: "Part of each operation's current rate window already used (0 to 1), as this console knows it.",
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const budgetQueued = new Gauge({
    name: 'console_budget_queued_calls',
    help: "Calls of this instance waiting for a place in the operation's rate window, by priority.",
    labelNames: ['operation', 'priority'] as const,
    registers: [registry],
  });
  const budgetPaused = new Gauge({
    name: 'console_budget_paused',
    help: '1 while the API refuses the operation after a 429 (paused until its Retry-After).',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'console_rate_windows',
    help: 'Rate windows known (a scrape-time reading of the budget store).',
    registers: [registry],
    async collect() {
      budgetUsed.reset();
      budgetQueued.reset();
      budgetPaused.reset();
      const now = Date.now();
      const states = await getPartnerClient().budgetState();
      for (const s of states) {
        const open = s.windowEndsAt !== null && s.windowEndsAt > now;
        budgetUsed.set({ operation: s.operation }, open && s.limit > 0 ? (s.limit - s.remaining) / s.limit : 0);
        for (const priority of ['person', 'background'] as const)
          budgetQueued.set({ operation: s.operation, priority }, s.queuedByPriority[priority]);
        budgetPaused.set({ operation: s.operation }, s.pausedUntil !== null && s.pausedUntil > now ? 1 : 0);
      }
      this.set(states.length);
    },
  });
  new Gauge({
    name: 'console_import_jobs',
    help: 'Import jobs by state (every instance sees the same database).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const db = await getDb();
      const rows = await db
        .select({ state: importJobs.status, n: count() })
        .from(importJobs)
        .groupBy(importJobs.status);
      this.reset();
      for (const state of jobStates) this.set({ state }, rows.find((r) => r.state === state)?.n ?? 0);
    },
  });
  const lag: OptionalGauge = new OptionalGauge({
    name: 'console_directory_sync_lag_seconds',
    help: 'Seconds since the directory sync last completed a run (absent before the first).',
    registers: [registry],
    async collect() {
      lag.clear();
      const state = await readSyncState(await getDb());
      if (state.lastCompletedAt) lag.setKnown((Date.now() - state.lastCompletedAt.getTime()) / 1000);
    },
  });
  new Gauge({
    name: 'console_directory_sync_running',
    help: '1 while a directory sync run is under way (on any instance).',
    registers: [registry],
    async collect() {
      const state = await readSyncState(await getDb());
      this.set(state.runId ? 1 : 0);
    },
  });
}
