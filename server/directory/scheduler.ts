import 'server-only';
import { componentLogger } from '@/server/log/logger';
import { hostname } from 'node:os';
import { getDb, type Db } from '@/server/db/client';
import { metrics } from '@/server/metrics/registry';
import { keepMirroredApplications } from '@/server/applications/mirrored-applications';
import { learnExamCatalog } from '@/server/exams/learn-catalog';
import { mirrorChallengeGroups, mirrorGroupChallenges } from '@/server/group-challenges/mirrored-challenges';
import type { ChallengeScope } from '@/server/group-challenges/queries';
import { storable } from '@/server/db/safe-values';
import { partner, withCallPolicy } from '@/server/partner';
import { getReadModel } from '@/server/read-model';
import { listOrganizations } from '@/server/reference/organizations';
import { organizationCardsOfRun } from '@/server/students/mirrored-cards';
import { syncShare } from './activity';
import { directoryConfig } from './config';
import { runDirectorySyncTick, SYNC_PAGE_LIMIT, type TickOutcome } from './sync-run';

const log = componentLogger('directory');

const holder = globalThis as typeof globalThis & {
  __directorySync?: {
    timer: ReturnType<typeof setInterval> | null;
    first: ReturnType<typeof setTimeout> | null;
    running: Promise<TickOutcome> | null;
    owner: string;
    stopping: boolean;
  };
};

function scheduler() {
  holder.__directorySync ??= {
    timer: null,
    first: null,
    running: null,
    owner: `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`,
    stopping: false,
  };
  return holder.__directorySync;
}

/** Runs one tick now unless one is already running in this process. */
export function kickDirectorySync(): Promise<TickOutcome> {
  const s = scheduler();
  if (s.running) return s.running;
  if (s.stopping) return Promise.resolve('stopped');
  const { intervalSeconds, activeMinutes } = directoryConfig();
  // Background work even when an admin's action kicks it: people's calls go first.
  s.running = withCallPolicy({ priority: 'background' }, async () => {
    const db = await getDb();
    const outcome = await runDirectorySyncTick({
      db,
      owner: s.owner,
      intervalMs: Math.max(intervalSeconds, 1) * 1000,
      // Read before each page: on shutdown the run stops after the page in hand, its cursor saved.
      get maxPages() {
        return s.stopping ? 0 : undefined;
      },
      share: () => syncShare(db, activeMinutes * 60_000),
      // Background work: no actor, so the request log shows "Console (background)".
      listStudents: (page, share) => partner.listStudents({ page, limit: SYNC_PAGE_LIMIT }, { share }),
      // Each page's whole records become the read model's student copies: pages then need no getStudent.
      keepStudents: async (students, readAt) => {
        try {
          await getReadModel().putMany(
            'student',
            students.map((s) => ({ key: s._id, data: storable(s), subject: s._id })),
            readAt,
          );
        } catch (error) {
          log.warn({ err: error }, 'could not keep the students as stored copies');
        }
      },
      // Each organization's cards (sign-in, supervisor, applications) become the read model's stored cards, and
      // its applications the copy the applications pages answer from.
      keepOrganizationCards: async (runId, organization, readAt) => {
        try {
          await getReadModel().putMany(
            'student-organization',
            await organizationCardsOfRun(db, runId, organization),
            readAt,
          );
        } catch (error) {
          log.warn({ err: error, organization: organization.slug }, 'could not keep the organization cards');
        }
        try {
          await keepMirroredApplications(db, runId, organization, readAt);
        } catch (error) {
          log.warn({ err: error, organization: organization.slug }, 'could not keep the organization applications');
        }
      },
      // The pages' own cached read (server/reference): each run keeps it warm, so no page view waits for it.
      organizations: async () => (await listOrganizations()).map((o) => ({ id: o._id, slug: o.slug, name: o.name })),
      listOrgStudents: (organizationId, page, share) =>
        partner.listOrgStudents({ organizationId }, { page, limit: SYNC_PAGE_LIMIT }, { share }),
      listApplications: (organizationId, page, share) =>
        partner.listApplications({ organizationId }, { page, limit: SYNC_PAGE_LIMIT }, { share }),
    });
    metrics().syncTicks.inc({ outcome });
    if (outcome === 'completed' && !s.stopping) {
      await learnCatalogs(db, await syncShare(db, activeMinutes * 60_000));
      await mirrorChallenges(await syncShare(db, activeMinutes * 60_000));
    }
    return outcome;
  })
    .catch((error: unknown) => {
      log.error({ err: error }, 'directory sync tick failed');
      metrics().syncTicks.inc({ outcome: 'failed' });
      return 'failed' as const;
    })
    .finally(() => (s.running = null));
  return s.running;
}

/**
 * After a complete run: each organization's open exams and categories, and the sittings and languages of those
 * exams that no student's tree has shown yet (server/exams/learn-catalog.ts), so that available-exams pages can be
 * predicted. A failure only logs: the pages then read live.
 */
async function learnCatalogs(db: Db, share: number): Promise<void> {
  const reader = getReadModel();
  try {
    for (const o of await listOrganizations()) {
      if (scheduler().stopping) return;
      const report = await learnExamCatalog({ db, reader, organization: { id: o._id, slug: o.slug }, share });
      if (report.trees > 0) log.info({ organization: o.slug, ...report }, 'learned the sittings of open exams');
    }
  } catch (error) {
    log.warn({ err: error }, 'could not read the exam catalogs');
  }
}

/**
 * After a complete run, and the catalogs: each organization's group challenges and each listed challenge, then
 * their groups (server/group-challenges/mirrored-challenges.ts), so that the group-challenge pages and Home's card
 * need no call.
 * A failure only logs: the pages then read live.
 */
async function mirrorChallenges(share: number): Promise<void> {
  const reader = getReadModel();
  try {
    // Every organization's lists and challenges first (the overview and Home read them), then their groups.
    const challenges: ChallengeScope[] = [];
    for (const o of await listOrganizations()) {
      if (scheduler().stopping) return;
      const mirrored = await mirrorGroupChallenges({ reader, organization: { id: o._id, slug: o.slug }, share });
      challenges.push(...mirrored.challenges);
    }
    for (const challenge of challenges) {
      if (scheduler().stopping) return;
      await mirrorChallengeGroups({ reader, scope: challenge, share });
    }
  } catch (error) {
    log.warn({ err: error }, 'could not read the group challenges');
  }
}

/**
 * Starts the background sync (start-up hook): a first tick shortly after start (resuming a run cut short by
 * a restart), then a check every minute at most; a run starts when DIRECTORY_SYNC_INTERVAL_SECONDS have
 * passed since the last one completed, or when an admin asked for it. 0 turns it off.
 */
export function startDirectorySync(): void {
  const { intervalSeconds, startDelaySeconds } = directoryConfig();
  const s = scheduler();
  if (intervalSeconds === 0 || s.timer) {
    if (intervalSeconds === 0) log.info('directory sync off (DIRECTORY_SYNC_INTERVAL_SECONDS=0)');
    return;
  }
  const every = Math.min(intervalSeconds, 60) * 1000;
  s.first = setTimeout(() => void kickDirectorySync(), startDelaySeconds * 1000).unref();
  s.timer = setInterval(() => void kickDirectorySync(), every);
  s.timer.unref();
}

/** Stops the background sync (server shutdown): no new tick, and a tick under way ends after its current page. */
export async function stopDirectorySync(): Promise<void> {
  const s = scheduler();
  s.stopping = true;
  if (s.first) clearTimeout(s.first);
  if (s.timer) clearInterval(s.timer);
  s.first = s.timer = null;
  await s.running;
}
