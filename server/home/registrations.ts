import 'server-only';
import { sql } from 'drizzle-orm';
import type { RegistrationTrend } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { studentIdInScope, type HomeViewer } from './directory-scope';

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * Students registered in the last 7 days and in the 7 before, by the `createdAt` of the student records the
 * console holds (read model kind `student`: the directory sync stores every student it pages through).
 */
export async function registrationTrend(
  db: Db,
  accountKey: string,
  viewer: HomeViewer,
  now: number,
  rows: ReadRows = rowsOneByOne(db),
): Promise<RegistrationTrend> {
  const scope = (await studentIdInScope(db, viewer, 'c.key')) ?? sql`true`;
  const weekAgo = new Date(now - WEEK_MS).toISOString();
  const twoWeeksAgo = new Date(now - 2 * WEEK_MS).toISOString();
  // Along the index of records by the text of createdAt (server/db/schema/stored-copies.ts): every ISO time at or
  // after twoWeeksAgo, whatever its offset, is written on that day or later, or the day before; older ones are
  // never read.
  const fromDay = new Date(now - 2 * WEEK_MS - 24 * 3600_000).toISOString().slice(0, 10);
  const [row] = await rows(sql`
      select count(*) filter (where created >= ${weekAgo}::timestamptz)::int as this_week,
             count(*) filter (where created < ${weekAgo}::timestamptz)::int as last_week
      from (
        select case when c.data->>'createdAt' ~ '^\\d{4}-\\d{2}-\\d{2}T'
                    then (c.data->>'createdAt')::timestamptz end as created
        from stored_copies c
        where c.account_key = ${accountKey} and c.kind = 'student' and ${scope}
          and ((c.data->>'createdAt') collate "C") >= ${fromDay}
      ) s
      where created >= ${twoWeeksAgo}::timestamptz`);
  return { thisWeek: Number(row?.this_week ?? 0), lastWeek: Number(row?.last_week ?? 0) };
}
