import 'server-only';
import type { DirectorySyncStatus } from '@/lib/directory/types';
import type { Db } from '@/server/db/client';
import type { ReadRows } from '@/server/db/rows-together';
import { directoryConfig } from './config';
import { directorySize, directorySizeOf, directorySizeQuery } from './store';
import { readSyncStateOnce, type SyncState } from './sync-state';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** When the sync last completed and how far the current run is. */
export async function directorySyncStatus(db: Db, state?: SyncState, read?: ReadRows): Promise<DirectorySyncStatus> {
  const [s, rows] = await Promise.all([
    state ?? readSyncStateOnce(db),
    // The groups the triggers keep (directory_student_groups), not a count of every row: with the other reads of
    // a statement that gathers them (Home's), else kept 2 s (the students pages).
    read ? read(directorySizeQuery).then(directorySizeOf) : directorySize(db),
  ]);
  const running = Boolean(s.runId);
  const pass = running && s.phase === 'signed-in' ? s.signedInPass : null;
  return {
    running,
    phase: running ? s.phase : null,
    signedIn: pass
      ? {
          organization: pass.orgs[Math.min(pass.index, pass.orgs.length - 1)] ?? null,
          index: Math.min(pass.index + 1, pass.orgs.length),
          organizations: pass.orgs.length,
          page: pass.nextPage,
          totalPages: pass.totalPages,
          seen: pass.seen,
          applications: pass.applications ?? 0,
        }
      : running && s.phase === 'signed-in'
        ? { organization: null, index: 0, organizations: 0, page: 1, totalPages: null, seen: 0, applications: 0 }
        : null,
    page: running ? Math.max(1, Math.min(s.nextPage - 1, s.totalPages ?? s.nextPage)) : null,
    totalPages: running ? s.totalPages : null,
    seen: running ? s.seen : 0,
    runStartedAt: iso(s.runStartedAt),
    lastCompletedAt: iso(s.lastCompletedAt),
    lastCompletedCount: s.lastCompletedCount,
    lastRemoved: s.lastRemoved,
    lastError: s.lastError ? { message: s.lastError, requestId: s.lastErrorRequestId, at: iso(s.lastErrorAt) } : null,
    requestedAt: iso(s.requestedAt),
    rows,
    intervalSeconds: directoryConfig().intervalSeconds,
  };
}
