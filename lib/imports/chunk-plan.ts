import { importMaxRows, importMinRows } from '@/lib/partner-api/student-rules/import-limits';

/**
 * How a part of the file goes to the API: `import`, one createStudentImport of `min` to `max` rows (spec §4.3,
 * §8: 30 to 1,000); `single`, one registerStudent per row (spec §4.8), for rows that cannot form a valid import.
 */
export type ChunkKind = 'import' | 'single';

/** Rows `start` (inclusive) to `end` (exclusive) of the list of valid rows, sent as one import or one by one. */
export interface ChunkPlan {
  index: number;
  start: number;
  end: number;
  size: number;
  kind: ChunkKind;
}

export type ChunkPlanResult = { ok: true; chunks: ChunkPlan[] } | { ok: false; code: 'no_rows'; reason: string };

/** A stored chunk's kind from its size: the planner makes a `single` part only of fewer rows than an import takes. */
export function chunkKindOf(size: number, min: number = importMinRows): ChunkKind {
  return size < min ? 'single' : 'import';
}

/**
 * Splits `total` valid rows into imports of at most `max` rows and single registrations: as many full imports
 * as fit, then the remainder as one more import when it has at least `min` rows, else one by one.
 *
 * Why 1,029 goes as 1,000 + 29 single registrations and not 999 + 30, and 1,012 as 1,000 + 12 (not 506 + 506):
 * the calls are not worth the same. Import creation has its own window of 10 an hour per account (spec §8),
 * and one import at a time (§4.3 rule 6), so a second import costs a tenth of the hour's imports: for a file
 * of over 10,000 rows it puts the last import up to an hour later, and it also costs its polls and result
 * reads. At most 29 registrations take under a third of registerStudent's own window (100 a minute) and end
 * within a minute. So the planner uses the fewest imports, and rows one by one only below the import minimum,
 * where one more import would not be allowed without borrowing rows from a full one.
 */
export function planChunks(total: number, min: number = importMinRows, max: number = importMaxRows): ChunkPlanResult {
  if (total <= 0) return { ok: false, code: 'no_rows', reason: 'There are no valid rows to import.' };
  const sizes: number[] = Array(Math.floor(total / max)).fill(max);
  const remainder = total % max;
  if (remainder > 0) sizes.push(remainder);
  let start = 0;
  const chunks = sizes.map((size, index) => {
    const chunk: ChunkPlan = { index, start, end: start + size, size, kind: chunkKindOf(size, min) };
    start += size;
    return chunk;
  });
  return { ok: true, chunks };
}

/** What the plan sends: rows in imports, the number of imports, and rows registered one by one. */
export interface PlanSummary {
  imports: number;
  importRows: number;
  singleRows: number;
}

export function summarisePlan(chunks: readonly Pick<ChunkPlan, 'kind' | 'size'>[]): PlanSummary {
  const imports = chunks.filter((c) => c.kind === 'import');
  return {
    imports: imports.length,
    importRows: imports.reduce((sum, c) => sum + c.size, 0),
    singleRows: chunks.filter((c) => c.kind === 'single').reduce((sum, c) => sum + c.size, 0),
  };
}

/** The plan of `total` rows as a summary (zero rows: nothing). */
export function planSummaryOf(total: number): PlanSummary {
  const plan = planChunks(total);
  return plan.ok ? summarisePlan(plan.chunks) : { imports: 0, importRows: 0, singleRows: 0 };
}
