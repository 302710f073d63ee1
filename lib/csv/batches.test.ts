import { describe, expect, it } from 'vitest';
import { buildBatches } from './batches';
import { planChunks } from '@/lib/imports/chunk-plan';

const rows = Array.from({ length: 1010 }, (_, i) => ({
  fileRow: i * 2 + 2,
  input: { firstName: `N${i}`, email: `s${i}@x.org` },
}));

describe('buildBatches', () => {
  it('sends each chunk of valid rows with the file row of every index', () => {
    const plan = planChunks(rows.length);
    if (!plan.ok) throw new Error(plan.reason);
    const batches = buildBatches(rows, plan.chunks);
    expect(batches.map((b) => b.students.length)).toEqual([1000, 10]);
    expect(batches[1]!.fileRows[0]).toBe(rows[1000]!.fileRow);
    expect(batches[1]!.students[0]).toEqual({ firstName: 'N1000', email: 's1000@x.org' });
    expect(batches[0]!.overBodyLimit).toBe(false);
  });

  it('flags a batch whose body would pass the 1.5 MB limit', () => {
    const huge = rows.slice(0, 30).map((r) => ({ ...r, input: { ...r.input, school: 'x'.repeat(60_000) } }));
    const [batch] = buildBatches(huge, [{ index: 0, start: 0, end: 30, size: 30, kind: 'import' }]);
    expect(batch!.bodyBytes).toBeGreaterThan(1_500_000);
    expect(batch!.overBodyLimit).toBe(true);
  });
});
