import 'server-only';
import type { Organization } from '@/lib/partner-api/schemas/reference';
import type { Db } from '@/server/db/client';
import type { StoredReader } from '@/server/read-model/stored-read';
import { coordinatorSchools, warmUpCandidates, type WarmUpCandidate } from './candidates';
import { copyKeysOf, warmStudent } from './warm-student';

export interface WarmUpReport {
  /** Students whose pages needed a copy that was not stored. */
  students: number;
  /** Copies read from the API and stored. */
  read: number;
  failed: number;
  /** Why the pass ended before the end of the directory, if it did. */
  cutShort: 'stopping' | 'failing' | 'lease-lost' | null;
}

/** After this many students in a row could not be read, the pass ends (the API is down or refusing); the next one retries. */
const maxFailuresInARow = 5;

/** The students of a batch with a copy missing (or invalidated), so that a pass over a warm directory reads nothing. */
async function needingCopies(
  reader: StoredReader,
  batch: WarmUpCandidate[],
  organizations: readonly Organization[],
): Promise<WarmUpCandidate[]> {
  const keys = batch.map((candidate) => ({ candidate, ...copyKeysOf(candidate, organizations) }));
  const [cards, exams] = await Promise.all([
    reader.storedKeys(
      'student-organization',
      keys.flatMap((k) => k.cards),
    ),
    reader.storedKeys(
      'available-exams',
      keys.flatMap((k) => k.exams),
    ),
  ]);
  return keys
    .filter((k) => k.cards.some((key) => !cards.has(key)) || k.exams.some((key) => !exams.has(key)))
    .map((k) => k.candidate);
}

/**
 * One walk over the directory (coordinators' schools first) reading ahead every copy a student page or an
 * available-exams page would otherwise read live on its first view. Runs as background work: each read waits
 * for a place in the background share of its operation's window, after people's calls.
 */
export async function runWarmUpPass(deps: {
  db: Db;
  reader: StoredReader;
  organizations: readonly Organization[];
  stopping: () => boolean;
  /** Asked before each student: false when this instance no longer holds the warm-up's lease (server/warm-up/lease.ts). */
  keepLease?: () => Promise<boolean>;
  onError?: (error: unknown, studentId: string) => void;
  /** The students to consider, in batches (default: the whole directory, coordinators' schools first). */
  candidates?: AsyncIterable<WarmUpCandidate[]>;
}): Promise<WarmUpReport> {
  const report: WarmUpReport = { students: 0, read: 0, failed: 0, cutShort: null };
  let failuresInARow = 0;
  for await (const batch of deps.candidates ?? warmUpCandidates(deps.db, await coordinatorSchools(deps.db))) {
    for (const candidate of await needingCopies(deps.reader, batch, deps.organizations)) {
      if (deps.stopping()) return { ...report, cutShort: 'stopping' };
      if (deps.keepLease && !(await deps.keepLease())) return { ...report, cutShort: 'lease-lost' };
      report.students += 1;
      try {
        report.read += await warmStudent(deps.reader, candidate, deps.organizations);
        failuresInARow = 0;
      } catch (error) {
        report.failed += 1;
        deps.onError?.(error, candidate.id);
        if (++failuresInARow >= maxFailuresInARow) return { ...report, cutShort: 'failing' };
      }
    }
  }
  return report;
}
