'use server';
import 'server-only';
import { z } from 'zod';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import type { DirectoryPage, DirectoryStudentView, DirectorySyncStatus } from '@/lib/directory/types';
import type { ActionResult } from '@/server/auth/action-result';
import { consoleAction } from '@/server/action-runner/console-action';
import { getDb } from '@/server/db/client';
import { loadDirectoryPage, loadDirectoryStudent } from '@/server/directory/queries';
import { kickDirectorySync } from '@/server/directory/scheduler';
import { StudentNotFoundError } from '@/server/access/scope';
import { directorySyncStatus } from '@/server/directory/status';
import { requestSync } from '@/server/directory/sync-state';

const everyone = ['admin', 'support', 'coordinator'] as const;
const studentIdInput = z.object({ studentId: z.string() });

/** A page of the directory (a coordinator sees their schools' students only). */
export async function searchDirectoryAction(input: unknown): Promise<ActionResult<DirectoryPage>> {
  return consoleAction(
    { roles: everyone, schema: directoryQuerySchema, run: (query, user) => loadDirectoryPage(user, query) },
    input ?? {},
  );
}

/** One directory row; another school's student, and an id that cannot be one, answer like an unknown one (404). */
export async function getDirectoryStudentAction(input: unknown): Promise<ActionResult<DirectoryStudentView>> {
  return consoleAction(
    {
      roles: everyone,
      schema: studentIdInput,
      run: async ({ studentId }, user) => {
        const id = studentId.trim();
        if (id.length === 0 || id.length > 64) throw new StudentNotFoundError();
        return loadDirectoryStudent(user, id);
      },
    },
    input,
  );
}

/** When the sync last completed and how far the current run is. */
export async function getDirectorySyncStatusAction(): Promise<ActionResult<DirectorySyncStatus>> {
  return consoleAction(
    { roles: everyone, schema: z.undefined(), run: async () => directorySyncStatus(await getDb()) },
    undefined,
  );
}

/** Admins: start a sync run now (any instance holding the lease picks the request up). */
export async function syncDirectoryNowAction(): Promise<ActionResult<DirectorySyncStatus>> {
  return consoleAction(
    {
      roles: ['admin'],
      schema: z.undefined(),
      run: async (_input, _user, audit) => {
        const db = await getDb();
        await requestSync(db);
        audit({
          action: 'directory.sync',
          targetType: 'directory',
          targetId: 'students',
          summary: 'Asked for a directory sync now',
        });
        void kickDirectorySync();
        return directorySyncStatus(db);
      },
    },
    undefined,
  );
}
