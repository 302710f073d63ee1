import { describe, expect, it } from 'vitest';
import type { ChunkSummary, JobRecord } from './job-store';
import { estimateSeconds, toJobView } from './job-view';

const chunk = (over: Partial<ChunkSummary>): ChunkSummary => ({
  index: 0,
  status: 'queued',
  size: 1000,
  apiImportId: null,
  requestId: null,
  registered: 0,
  skipped: 0,
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
  it('rows registered one by one: the time a row has taken so far, a first guess before any', () => {
    const done = chunk({ status: 'succeeded', sentAt: t(0), finishedAt: t(20) });
    expect(estimateSeconds([chunk({ size: 12 })], 0)).toBe(Math.ceil((12 * 1200) / 1000));
    expect(
      estimateSeconds([done, chunk({ index: 1, size: 12, status: 'running', sentAt: t(30), registered: 4 })], 38_000),
    ).toBe(16);
  });
});

describe('toJobView: how an import that ended short ended', () => {
  const job = (status: string): JobRecord => ({
    id: 'job-1',
    kind: 'import',
    organization: null,
    userId: 'u1',
    userEmail: 'nino@school.test',
    fileName: 'class.csv',
    headers: [],
    delimiter: ',',
    mapping: {},
    totalRows: 3000,
    leftOut: [],
    chunkCount: 3,
    status,
    registered: 0,
    cancelRequestedAt: null,
    cancelledBy: null,
    error: '1 of 3 chunks failed, 1 cancelled; 1000 of 3000 students registered.',
    leaseOwner: null,
    leaseExpiresAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    startedAt: null,
    finishedAt: null,
  });
  const ended = [
    chunk({ status: 'succeeded', registered: 1000 }),
    chunk({ index: 1, status: 'failed' }),
    chunk({ index: 2, status: 'cancelled' }),
  ];

  it("counts the failed and cancelled chunks, for the page to say in its reader's words", () => {
    const view = toJobView(job('failed'), ended, 0);
    expect(view.shortBy).toEqual({ failedChunks: 1, cancelledChunks: 1 });
    expect(view.registered).toBe(1000);
    expect(view).not.toHaveProperty('error');
  });

  it('says nothing while the import runs, when it succeeded, or when it was cancelled before a chunk was sent', () => {
    expect(toJobView(job('running'), ended, 0).shortBy).toBeNull();
    expect(toJobView(job('succeeded'), [chunk({ status: 'succeeded', registered: 1000 })], 0).shortBy).toBeNull();
    expect(toJobView(job('cancelled'), [], 0).shortBy).toBeNull();
  });

  it('a part registered one by one: its rows count as they register, even when others were refused, and it may wait between rows', () => {
    const waitUntil = new Date(60_000);
    const view = toJobView(
      job('running'),
      [
        chunk({ status: 'succeeded', registered: 1000 }),
        chunk({
          index: 1,
          size: 12,
          status: 'running',
          registered: 5,
          waitingReason: 'rate_limit',
          nextAttemptAt: waitUntil,
        }),
      ],
      0,
    );
    expect(view.registered).toBe(1005);
    expect(view.chunks.map((c) => c.kind)).toEqual(['import', 'single']);
    expect(view.chunks[1]).toMatchObject({ waitingReason: 'rate_limit', nextAttemptAt: waitUntil.toISOString() });
    const refused = toJobView(job('failed'), [chunk({ size: 12, status: 'failed', registered: 11 })], 0);
    expect(refused.registered).toBe(11);
    // A failed import registered nothing (all or none), whatever its count says.
    expect(toJobView(job('failed'), [chunk({ status: 'failed', registered: 3 })], 0).registered).toBe(0);
  });
});
