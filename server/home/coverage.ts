import 'server-only';
import { sql } from 'drizzle-orm';
import type { AccountCoverage } from '@/lib/home/home-view';
import type { Db } from '@/server/db/client';
import { rowsOneByOne, type ReadRows } from '@/server/db/rows-together';
import { directoryConfig } from '@/server/directory/config';
import type { SyncState } from '@/server/directory/sync-state';

/** The list operations the directory sync reads the account with. */
export const accountListOperations = ['listOrgStudents', 'listApplications', 'listStudents'] as const;

/** How far the console has read the account, from the sync's stored state. */
export function accountCoverage(state: SyncState): AccountCoverage {
  const complete = state.lastCompletedAt !== null;
  const pass = state.signedInPass;
  const running = Boolean(state.runId);
  const readingStudents = running && state.phase === 'students';
  return {
    complete,
    lastCompletedAt: state.lastCompletedAt?.toISOString() ?? null,
    organizationsChecked: pass?.covered?.length ?? 0,
    organizations: pass?.orgs.length ?? null,
    studentsPage:
      readingStudents && !complete
        ? {
            page: Math.max(1, Math.min(state.nextPage, state.totalPages ?? state.nextPage)),
            totalPages: state.totalPages,
          }
        : null,
    off: directoryConfig().intervalSeconds === 0,
  };
}

/** Background calls of the account's list operations since the run began (until it completed, when it did). */
export async function callsOfRun(
  db: Db,
  state: SyncState,
  read: ReadRows = rowsOneByOne(db),
): Promise<Array<{ operation: string; calls: number }>> {
  if (!state.runStartedAt) return [];
  const until = state.runId ? null : state.lastCompletedAt;
  const rows = await read(sql`
      select operation, count(*)::int as calls from request_log
      where user_id is null and at >= ${state.runStartedAt.toISOString()}::timestamptz
        and (${until?.toISOString() ?? null}::timestamptz is null or at <= ${until?.toISOString() ?? null}::timestamptz)
        and operation in (${sql.join(
          accountListOperations.map((o) => sql`${o}`),
          sql`, `,
        )})
      group by operation`);
  const calls = new Map(rows.map((r) => [String(r.operation), Number(r.calls)]));
  return accountListOperations.map((operation) => ({ operation, calls: calls.get(operation) ?? 0 }));
}
