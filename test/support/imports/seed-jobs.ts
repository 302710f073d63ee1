import 'server-only';
import { randomUUID } from 'node:crypto';
import { planChunks } from '@/lib/imports/chunk-plan';
import { suggestMapping } from '@/lib/csv/column-mapping';
import { buildRowInput } from '@/lib/csv/rows';
import { standardHeaders, studentCells } from '@/lib/csv/testing/fixtures';
import type { ConsoleUser } from '@/server/auth/roles';
import type { Db } from '@/server/db/client';
import { appendJobRows } from '@/server/imports/job-rows';
import { insertJob, setJobStatus } from '@/server/imports/job-store';

/** The demo coordinator, whose school every seeded row names (lib/csv/testing/fixtures studentCells). */
export const seedJobUser: Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'> = {
  id: 'test-user',
  email: 'coordinator@demo.test',
  role: 'coordinator',
  schools: ['Tbilisi Public School No. 1'],
};

/** A queued job of `count` valid rows with unique addresses, as the import page would make it (tests and the bench). */
export async function seedQueuedJob(
  db: Db,
  count: number,
  countryId: string,
  tag = randomUUID().slice(0, 8),
  user = seedJobUser,
): Promise<string> {
  const mapping = suggestMapping(standardHeaders);
  const plan = planChunks(count);
  if (!plan.ok) throw new Error(plan.reason);
  const id = randomUUID();
  await insertJob(db, {
    id,
    user,
    fileName: `students-${count}.csv`,
    headers: standardHeaders,
    delimiter: ',',
    mapping,
    totalRows: count,
    chunkCount: plan.chunks.length,
  });
  for (const chunk of plan.chunks) {
    const cells = Array.from({ length: chunk.size }, (_, i) => {
      const n = chunk.start + i;
      return studentCells(n, {
        email: `imp-${tag}-${n}@example.test`,
        country: countryId,
        grade: String((n % 12) + 1),
      });
    });
    const result = await appendJobRows(db, user, {
      jobId: id,
      chunkIndex: chunk.index,
      fileRows: cells.map((_, i) => chunk.start + i + 2),
      rows: cells.map((c) => buildRowInput(c, mapping) as Record<string, unknown>),
      cells,
    });
    if (!result.ok) throw new Error(result.message);
  }
  await setJobStatus(db, id, 'queued');
  return id;
}
