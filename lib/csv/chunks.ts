import { csvLimits } from './limits';

/** Rows `start` (inclusive) to `end` (exclusive) of the list of valid rows, sent as one import. */
export interface ChunkPlan {
  index: number;
  start: number;
  end: number;
  size: number;
}

export type ChunkPlanResult =
  { ok: true; chunks: ChunkPlan[] } | { ok: false; code: 'too_few_rows' | 'no_rows'; reason: string };

/**
 * Splits `total` rows into import requests of `min` to `max` rows (spec §8: 30 to 1000): as many full
 * chunks as fit, then the remainder; a remainder below `min` is merged with the last full chunk and the
 * two are split evenly (1,010 -> 505 + 505). Fewer than `min` rows in all cannot be a batch: register
 * them one by one.
 */
export function planChunks(
  total: number,
  min: number = csvLimits.minBatchRows,
  max: number = csvLimits.maxBatchRows,
): ChunkPlanResult {
  if (total <= 0) return { ok: false, code: 'no_rows', reason: 'There are no valid rows to import.' };
  if (total < min) {
    return {
      ok: false,
      code: 'too_few_rows',
      reason: `An import needs at least ${min} rows and there ${total === 1 ? 'is 1 valid row' : `are ${total} valid rows`}; register ${total === 1 ? 'it' : 'them'} one by one instead.`,
    };
  }
  const sizes: number[] = [];
  const full = Math.floor(total / max);
  const remainder = total % max;
  for (let i = 0; i < full; i++) sizes.push(max);
  if (remainder >= min || (remainder > 0 && full === 0)) sizes.push(remainder);
  else if (remainder > 0) {
    const merged = sizes.pop()! + remainder;
    sizes.push(Math.ceil(merged / 2), Math.floor(merged / 2));
  }
  let start = 0;
  const chunks = sizes.map((size, index) => {
    const chunk = { index, start, end: start + size, size };
    start += size;
    return chunk;
  });
  return { ok: true, chunks };
}
