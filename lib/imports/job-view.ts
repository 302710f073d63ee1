import type { ChunkKind } from './chunk-plan';

/** A row removed during review: not sent, listed in the results file as "left out" with why. */
export interface LeftOutRow {
  /** The row as the file shows it (header = 1). */
  fileRow: number;
  cells: string[];
  /** The problems it had when removed, if any. */
  reason: string;
}

/** An import job as its progress page shows it (server/imports/job-view.ts builds it); plain JSON. */
export interface ChunkView {
  index: number;
  /** One import, or rows registered one by one (lib/imports/chunk-plan.ts). */
  kind: ChunkKind;
  status: string;
  size: number;
  registered: number;
  failureCode: string | null;
  failureMessage: string | null;
  requestId: string | null;
  waitingReason: string | null;
  nextAttemptAt: string | null;
  attempts: number;
}

/** What the progress page shows; plain JSON. */
export interface JobView {
  id: string;
  /** `import` (a file's rows registered) or `activation` (students activated for `organization`). */
  kind: 'import' | 'activation';
  /** An activation's organization slug; null for an import. */
  organization: string | null;
  /** An activation's students found activated there already (not sent); 0 for an import. */
  skipped: number;
  fileName: string;
  userEmail: string;
  status: string;
  totalRows: number;
  registered: number;
  /** Rows removed during review (not sent; in the results file as "left out"). */
  leftOut: number;
  chunkCount: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** How an import that ended short ended: its parts that failed or were cancelled; null otherwise. */
  shortBy: { failedChunks: number; cancelledChunks: number } | null;
  cancelRequested: boolean;
  chunks: ChunkView[];
  /** Seconds until the last chunk should end, from the chunks done so far; null while unknown. */
  etaSeconds: number | null;
}
