'use server';
import 'server-only';
import { z } from 'zod';
import { directoryQuerySchema } from '@/lib/directory/search-params';
import type { DirectoryPage, DirectoryStudentView, DirectorySyncStatus } from '@/lib/directory/types';
import type { ActionResult } from '@/server/auth/action-result';
import { requireActionUser } from '@/server/auth/guards';
import { writeAudit } from '@/server/audit/write-audit';
import { getDb } from '@/server/db/client';
import { loadDirectoryPage, loadDirectoryStudent } from '@/server/directory/queries';
import { kickDirectorySync } from '@/server/directory/scheduler';
import { isStudentNotFound, studentNotFoundResult } from '@/server/directory/scope';
import { directorySyncStatus } from '@/server/directory/status';
import { requestSync } from '@/server/directory/sync-state';

const everyone = ['admin', 'support', 'coordinator'] as const;
const invalid = { ok: false as const, error: { message: 'Check the search.', status: 422 } };
const studentIdInput = z.object({ studentId: z.string().trim().min(1).max(64) });

/** A page of the directory (a coordinator sees their schools' students only). */
export async function searchDirectoryAction(input: unknown): Promise<ActionResult<DirectoryPage>> {
  const auth = await requireActionUser(everyone);
  if (!auth.ok) return auth;
  const parsed = directoryQuerySchema.safeParse(input ?? {});
  if (!parsed.success) return invalid;
  return { ok: true, data: await loadDirectoryPage(auth.user, parsed.data) };
}

/** One directory row; another school's student answers like an unknown one (404). */
export async function getDirectoryStudentAction(input: unknown): Promise<ActionResult<DirectoryStudentView>> {
  const auth = await requireActionUser(everyone);
  if (!auth.ok) return auth;
  const parsed = studentIdInput.safeParse(input);
  if (!parsed.success) return studentNotFoundResult();
  try {
    return { ok: true, data: await loadDirectoryStudent(auth.user, parsed.data.studentId) };
  } catch (error) {
    if (isStudentNotFound(error)) return studentNotFoundResult();
    throw error;
  }
}

/** When the sync last completed and how far the current run is. */
export async function getDirectorySyncStatusAction(): Promise<ActionResult<DirectorySyncStatus>> {
  const auth = await requireActionUser(everyone);
  if (!auth.ok) return auth;
  return { ok: true, data: await directorySyncStatus(await getDb()) };
}

/** Admins: start a sync run now (any instance holding the lease picks the request up). */
export async function syncDirectoryNowAction(): Promise<ActionResult<DirectorySyncStatus>> {
  const auth = await requireActionUser(['admin']);
  if (!auth.ok) return auth;
  const db = await getDb();
  await requestSync(db);
  await writeAudit({ user: auth.user, action: 'directory.sync', targetType: 'directory', targetId: 'students', summary: 'Asked for a directory sync now' });
  void kickDirectorySync();
  return { ok: true, data: await directorySyncStatus(db) };
}
