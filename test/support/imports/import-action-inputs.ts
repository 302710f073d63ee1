import 'server-only';
import { suggestMapping } from '@/lib/csv/column-mapping';
import { buildRowInput } from '@/lib/csv/rows';
import { standardHeaders, studentCells, type StudentCells } from '@/lib/csv/testing/fixtures';

/** For tests that go through the import actions: the file's mapping and the parts the browser would send. */
export const testMapping = suggestMapping(standardHeaders);

/** A createImportJobAction input for `totalRows` rows of the standard test file. */
export const jobInput = (totalRows: number, fileName = 'students.csv') => ({
  fileName,
  headers: standardHeaders,
  delimiter: ',',
  mapping: testMapping,
  totalRows,
});

/**
 * An addImportRowsAction input: rows `from` to `to` (exclusive) of the file (file row = index + 2), each
 * valid with a unique address under `tag`; `over` changes the cells of some rows by index.
 */
export function partInput(
  jobId: string,
  chunkIndex: number,
  from: number,
  to: number,
  tag: string,
  country: string,
  over: Record<number, StudentCells> = {},
) {
  const cells = Array.from({ length: to - from }, (_, i) => {
    const n = from + i;
    return studentCells(n, { email: `imp-${tag}-${n}@example.test`, country, grade: String((n % 12) + 1), ...over[n] });
  });
  return {
    jobId,
    chunkIndex,
    fileRows: cells.map((_, i) => from + i + 2),
    rows: cells.map((c) => buildRowInput(c, testMapping) as Record<string, unknown>),
    cells,
  };
}
