import type { ChunkPlan } from '@/lib/imports/chunk-plan';
import type { ImportRowInput } from './rows';

/** Largest import request body (spec §8: 1.5 MB for the import operation). */
export const importBodyLimitBytes = 1.5 * 1000 * 1000;

/** One import request: the rows to send and, at the same index, the file row each came from. */
export interface ImportBatch {
  index: number;
  students: ImportRowInput[];
  fileRows: number[];
  /** UTF-8 size of `{"students":[...]}`; over `importBodyLimitBytes` the API answers 413. */
  bodyBytes: number;
  overBodyLimit: boolean;
}

const encoder = new TextEncoder();

/**
 * The request bodies of a chunk plan over the valid rows (in file order). `fileRows` is what
 * `mapImportRejection` needs to place a 422 answer's rows back in the file.
 */
export function buildBatches(
  rows: readonly { fileRow: number; input: ImportRowInput }[],
  plan: readonly ChunkPlan[],
): ImportBatch[] {
  return plan.map((chunk) => {
    const slice = rows.slice(chunk.start, chunk.end);
    const students = slice.map((r) => r.input);
    const bodyBytes = encoder.encode(JSON.stringify({ students })).length;
    return {
      index: chunk.index,
      students,
      fileRows: slice.map((r) => r.fileRow),
      bodyBytes,
      overBodyLimit: bodyBytes > importBodyLimitBytes,
    };
  });
}
