import 'server-only';
import type { ColumnMapping } from '@/lib/csv/column-mapping';
import { mapImportRejection } from '@/lib/csv/api-problems';
import { describeProblems } from '@/lib/csv/export';
import type { ImportBody } from '@/lib/partner-api/student-rules/import-rules';
import type { ChunkRowResult } from '@/server/db/schema/imports';
import { isPartnerApiError } from '@/server/partner';
import type { ImportApi, WaitingReason } from './types';

export interface ChunkToSend {
  jobId: string;
  index: number;
  rows: Record<string, unknown>[];
  fileRows: number[];
  mapping: ColumnMapping;
  headers: string[];
}

export type SendOutcome =
  | { kind: 'sent'; importId: string; requestId: string }
  | { kind: 'rejected'; requestId: string; message: string; results: ChunkRowResult[] }
  | { kind: 'wait'; reason: WaitingReason; untilMs: number; requestId: string | null; message: string }
  | { kind: 'failed'; code: string; message: string; requestId: string };

/** Waits after a 409 (another import of the account is unfinished) before trying again. */
export const unfinishedRetryMs = 5_000;

/**
 * Sends one chunk as one import (spec §4.3 createStudentImport) and says what to do next. Re-sending
 * the same rows within 24 hours answers the import already made (rule 4), so a chunk whose answer was
 * lost (a crash, a timeout) is simply sent again.
 */
export async function sendChunk(
  api: ImportApi,
  chunk: ChunkToSend,
  nowMs: number,
  attempts: number,
): Promise<SendOutcome> {
  const body = {
    students: chunk.rows,
    clientReference: `console-import-${chunk.jobId}-${chunk.index + 1}`,
  } as unknown as ImportBody;
  try {
    const answer = await api.createStudentImport(body);
    return { kind: 'sent', importId: answer.data._id, requestId: answer.requestId };
  } catch (error) {
    if (!isPartnerApiError(error)) throw error;
    const requestId = error.requestId;
    const after = (seconds: number) => nowMs + Math.max(1, seconds) * 1000;
    if (error.status === 422) {
      return { kind: 'rejected', requestId, message: error.message, results: rejectionResults(error.details, chunk) };
    }
    if (error.status === 409) {
      return {
        kind: 'wait',
        reason: 'unfinished_import',
        untilMs: nowMs + unfinishedRetryMs,
        requestId,
        message: error.message,
      };
    }
    if (error.status === 503) {
      const reason = error.details?.reason === 'busy' ? 'busy' : 'paused';
      return { kind: 'wait', reason, untilMs: after(error.retryAfter ?? 30), requestId, message: error.message };
    }
    if (error.status === 429)
      return {
        kind: 'wait',
        reason: 'rate_limit',
        untilMs: after(error.retryAfter ?? 60),
        requestId,
        message: error.message,
      };
    if (error.status === 0 || error.status >= 500) {
      // No answer or a failure on the API's side: the rows may have arrived; sending them again is safe.
      const backoffSeconds = Math.min(300, 10 * 2 ** Math.min(attempts, 5));
      return { kind: 'wait', reason: 'api_error', untilMs: after(backoffSeconds), requestId, message: error.message };
    }
    return { kind: 'failed', code: error.code, message: error.message, requestId };
  }
}

/** A 422's rows placed back on the chunk's rows: the faulty ones with the API's words, the others not sent. */
function rejectionResults(details: Record<string, unknown> | undefined, chunk: ChunkToSend): ChunkRowResult[] {
  const mapped = mapImportRejection(details, chunk.fileRows, chunk.mapping, chunk.headers);
  const byRow = new Map<number, typeof mapped.problems>();
  for (const p of mapped.problems) byRow.set(p.fileRow, [...(byRow.get(p.fileRow) ?? []), p]);
  const unlisted = mapped.unlistedCount ?? (typeof details?.rowsOmitted === 'number' ? details.rowsOmitted : null);
  return chunk.fileRows.map((fileRow) => {
    const problems = byRow.get(fileRow);
    if (problems) return { status: 'rejected', error: describeProblems(problems) };
    // The note is worded in each reader's language in the result file; the English beside it is for the log.
    return byRow.size === 0 && unlisted !== null
      ? {
          status: 'not_registered',
          note: { code: 'refusedUnnamed', count: unlisted },
          error: `The API refused ${unlisted} row(s) of this chunk without naming them (addresses that cannot be registered); nothing of the chunk was registered.`,
        }
      : {
          status: 'not_registered',
          note: { code: 'chunkRefused' },
          error:
            'Not registered: other rows of the same chunk were refused, and a chunk is registered whole or not at all.',
        };
  });
}
