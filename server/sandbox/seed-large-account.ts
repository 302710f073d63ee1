import { nextRandom } from './kernel/random';
import type { Sandbox } from './kernel/sandbox';
import { seedExtraApplications } from './exams/seed-many-applications';
import { DEFAULT_SEED_STUDENTS } from './seed-size';
import { seedExtraStudents } from './students/seed/seed-many-students';

/** The extra students' own random source, so that they never change what the seed before them drew. */
const LARGE_SEED = 0x1a56_e5ed;

/**
 * Grows the first account (the demo one) to `students` students after the whole seed is made
 * (SANDBOX_SEED_STUDENTS, server/sandbox/README.md): the seed before stays exactly as it is, ids included,
 * and the extra students, their sign-ins, applications and payments follow it.
 */
export function seedLargeAccount(sandbox: Sandbox, students: number): void {
  const account = sandbox.accounts()[0];
  if (!account || students <= DEFAULT_SEED_STUDENTS) return;
  const source = { rngState: LARGE_SEED };
  const random = () => nextRandom(source);
  const copies = seedExtraStudents(sandbox, {
    accountId: account._id,
    from: DEFAULT_SEED_STUDENTS,
    to: students,
    domain: 'students.demo-partner.example',
    random,
  });
  seedExtraApplications(sandbox, copies, random);
}
