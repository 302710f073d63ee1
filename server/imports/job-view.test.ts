import { describe, expect, it } from 'vitest';
import type { ChunkSummary } from './job-store';
import { estimateSeconds } from './job-view';

const chunk = (over: Partial<ChunkSummary>): ChunkSummary => ({
  index: 0,
  status: 'queued',
  size: 1000,
  apiImportId: null,
  requestId: null,
  registered: 0,
  failureCode: null,
  failureMessage: null,
  attempts: 0,
  nextAttemptAt: null,
  waitingReason: null,
  sentAt: null,
  finishedAt: null,
  ...over,
});

describe('estimateSeconds: time left of an import', () => {
  const t = (s: number) => new Date(s * 1000);
  it('is unknown until a chunk has ended, and 0 once all have', () => {
    expect(estimateSeconds([chunk({}), chunk({ index: 1 })], 0)).toBeNull();
    expect(estimateSeconds([chunk({ status: 'succeeded', sentAt: t(0), finishedAt: t(10) })], 20_000)).toBe(0);
  });
  it('mean chunk time times the chunks left, less the running one elapsed, plus a known wait', () => {
    const done = chunk({ status: 'succeeded', sentAt: t(0), finishedAt: t(20) });
    const running = chunk({ index: 1, status: 'running', sentAt: t(25) });
    expect(estimateSeconds([done, running, chunk({ index: 2 })], 30_000)).toBe(15 + 20);
    const waiting = chunk({ index: 1, nextAttemptAt: t(100) });
    expect(estimateSeconds([done, waiting], 40_000)).toBe(60 + 20);
  });
});
