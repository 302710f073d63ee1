import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { planChunks, type ChunkPlan } from '@/lib/imports/chunk-plan';
import type { CountryRef } from '@/lib/csv/country-lookup';
import { rememberMapping, type SavedMapping, type SavedMappings } from '@/lib/csv/saved-mapping';
import { getDb } from '@/server/db/client';
import { importJobs, importMappings } from '@/server/db/schema';
import { listAllCountries } from '@/server/reference/reference-names';
import { ActionRefusal } from '@/server/action-runner/action-refusal';
import { getVisibleJob, jobOwnerScope, type JobViewer } from './job-access';
import { jobRowsComplete } from './job-rows';
import { getJob, listChunkSummaries, listJobs, setJobStatus, insertJob, type NewJob } from './job-store';
import { toJobListItem, toJobView, type JobListItem, type JobView } from './job-view';
import { wakeImportRunner } from './start';

type User = { id: string; email: string };

/** The API's countries (to turn names and codes into ids) and the user's remembered mappings (lib/csv/saved-mapping.ts). */
export async function loadImportSetup(user: User): Promise<{ countries: CountryRef[]; savedMappings: unknown }> {
  const [countries, saved] = await Promise.all([
    listAllCountries(),
    getDb().then((db) => db.select().from(importMappings).where(eq(importMappings.userId, user.id))),
  ]);
  return {
    countries: countries.map((c) => ({
      _id: c._id,
      name: c.name,
      ...(c.iso2 ? { iso2: c.iso2 } : {}),
      ...(c.iso3 ? { iso3: c.iso3 } : {}),
    })),
    savedMappings: saved[0]?.mapping ?? null,
  };
}

/** Remembers the mapping a user confirmed for this header set, beside those of other header sets. */
export async function saveMapping(user: User, headers: string[], chosen: SavedMapping): Promise<{ saved: true }> {
  const db = await getDb();
  const [stored] = await db.select().from(importMappings).where(eq(importMappings.userId, user.id));
  const mapping: SavedMappings = rememberMapping(stored?.mapping ?? null, headers, chosen);
  await db
    .insert(importMappings)
    .values({ userId: user.id, mapping })
    .onConflictDoUpdate({ target: importMappings.userId, set: { mapping, updatedAt: new Date() } });
  return { saved: true };
}

/** A draft job; its chunks (planned here, lib/imports/chunk-plan.ts: imports and rows one by one) are then filled by appendJobRows. */
export async function createJob(
  user: User,
  input: Omit<NewJob, 'id' | 'user' | 'chunkCount'>,
): Promise<{ jobId: string; chunks: ChunkPlan[] }> {
  const plan = planChunks(input.totalRows);
  if (!plan.ok) throw new ActionRefusal(plan.reason, 422, { say: { key: 'imports.noRows' } });
  const id = randomUUID();
  await insertJob(await getDb(), { ...input, id, user, chunkCount: plan.chunks.length });
  return { jobId: id, chunks: plan.chunks };
}

export async function startJob(user: User & JobViewer, jobId: string): Promise<JobView> {
  const db = await getDb();
  const job = await getJob(db, jobId);
  if (!job || job.userId !== user.id)
    throw new ActionRefusal('This import was not found. Start again from the file.', 404, {
      say: { key: 'imports.notFoundStartAgain' },
    });
  if (job.status !== 'draft')
    throw new ActionRefusal('This import has already been started.', 409, { say: { key: 'imports.alreadyStarted' } });
  const complete = await jobRowsComplete(db, jobId);
  if (!complete.ok) throw new ActionRefusal(complete.message, 422, { say: complete.say });
  await setJobStatus(db, jobId, 'queued');
  wakeImportRunner();
  return loadJobView(user, jobId);
}

/** Cancels between chunks: queued chunks are not sent; a chunk already sent ends in the API first. */
export async function cancelJob(user: User & JobViewer, jobId: string): Promise<JobView> {
  const db = await getDb();
  const job = await getVisibleJob(db, user, jobId);
  if (!job) throw new ActionRefusal('This import was not found.', 404, { say: { key: 'imports.notFound' } });
  if (!['draft', 'queued', 'running'].includes(job.status))
    throw new ActionRefusal(`This import has already ended (${job.status}).`, 409, {
      say: { key: 'imports.alreadyEnded' },
    });
  await db
    .update(importJobs)
    .set({ cancelRequestedAt: new Date(), cancelledBy: user.email, updatedAt: new Date() })
    .where(eq(importJobs.id, jobId));
  if (job.status === 'draft') await setJobStatus(db, jobId, 'cancelled', { finishedAt: new Date() });
  wakeImportRunner();
  return loadJobView(user, jobId);
}

/** The progress of one job; another user's job is "not found" for a coordinator (server/imports/job-access.ts). */
export async function loadJobView(user: JobViewer, jobId: string): Promise<JobView> {
  const db = await getDb();
  const job = await getVisibleJob(db, user, jobId);
  if (!job)
    throw new ActionRefusal('This import was not found. It may have been made on another console.', 404, {
      say: { key: 'imports.notFoundElsewhere' },
    });
  return toJobView(job, await listChunkSummaries(db, jobId), Date.now());
}

export const importsPageSize = 25;

/** The jobs the user may see, newest first: a coordinator's own, everyone's for admin and support. */
export async function loadJobList(
  user: JobViewer,
  page: number,
): Promise<{ jobs: JobListItem[]; total: number; page: number; pageSize: number }> {
  const { jobs, total } = await listJobs(await getDb(), page, importsPageSize, jobOwnerScope(user));
  return { jobs: jobs.map(toJobListItem), total, page, pageSize: importsPageSize };
}
