import 'server-only';
import { chunkKindOf, type ChunkKind } from '@/lib/imports/chunk-plan';
import type { Db } from '@/server/db/client';
import { componentLogger } from '@/server/log/logger';
import { setJobStatus, type ChunkSummary, type JobRecord } from './job-store';

/**
 * Students registered so far: an import's only once it succeeded (all or none, spec §4.3 rule 5); a part
 * registered one by one counts each row registered, whatever became of the others.
 */
export function registeredOf(
  chunks: readonly Pick<ChunkSummary, 'size' | 'status' | 'registered'>[],
  kind: string = 'import',
): number {
  return chunks.reduce(
    (sum, c) => sum + (partKindOf(kind, c.size) === 'single' || c.status === 'succeeded' ? c.registered : 0),
    0,
  );
}

/** How a stored part goes: an activation's rows always one by one; an import's by its size (lib/imports/chunk-plan.ts). */
export function partKindOf(kind: string, size: number): ChunkKind {
  return kind === 'activation' ? 'single' : chunkKindOf(size);
}

/** The job's end once every chunk has ended: succeeded only when every chunk did. */
export async function finishJob(db: Db, job: JobRecord, chunks: ChunkSummary[], nowMs: number): Promise<void> {
  const registered = registeredOf(chunks, job.kind);
  const failed = chunks.filter((c) => c.status === 'failed').length;
  const cancelled = chunks.filter((c) => c.status === 'cancelled').length;
  const status = failed > 0 ? 'failed' : cancelled > 0 ? 'cancelled' : 'succeeded';
  const error =
    status === 'succeeded'
      ? null
      : [
          failed > 0 ? `${failed} of ${chunks.length} ${chunks.length === 1 ? 'chunk' : 'chunks'} failed` : null,
          cancelled > 0 ? `${cancelled} cancelled` : null,
        ]
          .filter(Boolean)
          .join(', ') +
        `; ${registered} of ${job.totalRows} students ${job.kind === 'activation' ? 'activated' : 'registered'}.`;
  componentLogger('imports')[status === 'succeeded' ? 'info' : 'warn'](
    {
      jobId: job.id,
      kind: job.kind,
      status,
      rowCount: job.totalRows,
      registered,
      chunks: chunks.length,
      failed,
      cancelled,
    },
    `${job.kind} job finished`,
  );
  await setJobStatus(db, job.id, status, {
    registered,
    error,
    finishedAt: new Date(nowMs),
    leaseOwner: null,
    leaseExpiresAt: null,
  });
}
