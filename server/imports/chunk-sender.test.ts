import { describe, expect, it } from 'vitest';
import { suggestMapping } from '@/lib/csv/column-mapping';
import { standardHeaders } from '@/lib/csv/testing/fixtures';
import { PartnerApiError } from '@/server/partner';
import { sendChunk, unfinishedRetryMs, type ChunkToSend } from './chunk-sender';
import type { ImportApi } from './types';

const chunk: ChunkToSend = {
  jobId: 'job-1',
  index: 0,
  rows: [{ email: 'a@example.test' }, { email: 'b@example.test' }, { email: 'c@example.test' }],
  fileRows: [2, 3, 5],
  mapping: suggestMapping(standardHeaders),
  headers: standardHeaders,
};
const failing = (init: Partial<ConstructorParameters<typeof PartnerApiError>[0]>): ImportApi =>
  ({
    createStudentImport: async () => {
      throw new PartnerApiError({
        status: 500,
        code: 'internal_error',
        message: 'x',
        requestId: 'req-1',
        operationId: 'createStudentImport',
        ...init,
      });
    },
  }) as unknown as ImportApi;
const now = 1_000_000;

describe('sendChunk: what the runner does with each answer of createStudentImport', () => {
  it('sent: keeps the import id and request id', async () => {
    const api = {
      createStudentImport: async () => ({ data: { _id: 'imp-1' }, requestId: 'req-9' }),
    } as unknown as ImportApi;
    expect(await sendChunk(api, chunk, now, 0)).toEqual({ kind: 'sent', importId: 'imp-1', requestId: 'req-9' });
  });

  it('422: the listed rows get the API words at their file rows; the others are "not registered"', async () => {
    const api = failing({
      status: 422,
      code: 'unprocessable_entity',
      details: {
        rows: [{ row: 2, property: 'school', code: 'unknown_reference', message: 'school is not a known school.' }],
      },
    });
    const outcome = await sendChunk(api, chunk, now, 0);
    expect(outcome.kind).toBe('rejected');
    if (outcome.kind !== 'rejected') return;
    expect(outcome.results[2]).toEqual({ status: 'rejected', error: 'School: school is not a known school.' });
    expect(outcome.results[0]).toMatchObject({ status: 'not_registered', note: { code: 'chunkRefused' } });
  });

  it('422 naming no row: every row not registered, with how many the API refused, as a note to word', async () => {
    const outcome = await sendChunk(
      failing({ status: 422, code: 'unprocessable_entity', details: { rowsOmitted: 2 } }),
      chunk,
      now,
      0,
    );
    if (outcome.kind !== 'rejected') throw new Error(outcome.kind);
    expect(outcome.results.every((r) => r.status === 'not_registered')).toBe(true);
    expect(outcome.results[0]!.note).toEqual({ code: 'refusedUnnamed', count: 2 });
  });

  it('409: waits for the unfinished import and tries again', async () => {
    expect(await sendChunk(failing({ status: 409, code: 'conflict' }), chunk, now, 0)).toMatchObject({
      kind: 'wait',
      reason: 'unfinished_import',
      untilMs: now + unfinishedRetryMs,
    });
  });

  it('503 paused: waits out Retry-After; busy is told apart', async () => {
    expect(
      await sendChunk(
        failing({ status: 503, code: 'service_unavailable', retryAfter: 900, details: { reason: 'paused' } }),
        chunk,
        now,
        0,
      ),
    ).toMatchObject({
      kind: 'wait',
      reason: 'paused',
      untilMs: now + 900_000,
    });
    expect(
      await sendChunk(
        failing({ status: 503, code: 'service_unavailable', retryAfter: 1, details: { reason: 'busy' } }),
        chunk,
        now,
        0,
      ),
    ).toMatchObject({ reason: 'busy' });
  });

  it('no answer or 500: sends again later with backoff (the API answers the same import)', async () => {
    const outcome = await sendChunk(failing({ status: 0, code: 'network_error' }), chunk, now, 2);
    expect(outcome).toMatchObject({ kind: 'wait', reason: 'api_error', untilMs: now + 40_000 });
  });

  it('403: the chunk fails with the code', async () => {
    expect(await sendChunk(failing({ status: 403, code: 'forbidden' }), chunk, now, 0)).toMatchObject({
      kind: 'failed',
      code: 'forbidden',
      requestId: 'req-1',
    });
  });
});
