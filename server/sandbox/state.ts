import type { Sandbox } from './kernel/sandbox';
import { seedReference } from './reference/seed';
import type { ReferenceState } from './reference/reference-state';
import { seedStudents, type StudentsState } from './students/students-state';
import { seedExams, type ExamsState } from './exams/exams-state';
import { seedChallenges, type ChallengesState } from './group-challenges/challenges-state';
import { seedLargeAccount } from './seed-large-account';
import { DEFAULT_SEED_STUDENTS } from './seed-size';

/** The sandbox's data, one part per domain; JSON-serialisable (persisted to SANDBOX_DATA_FILE). */
export interface SandboxState {
  reference: ReferenceState;
  students: StudentsState;
  exams: ExamsState;
  challenges: ChallengesState;
}

export interface SeedOptions {
  /** The demo account's students (SANDBOX_SEED_STUDENTS); above the default, the extra ones come after the rest. */
  students?: number;
}

/**
 * Seeds every part in order: reference -> students -> exams -> challenges. Each seed function sees
 * the parts before it in `sandbox.state` (the later parts are not there yet). A larger account is
 * grown last, so that the seed before it is the same whatever its size.
 */
export function seedState(sandbox: Sandbox, options: SeedOptions = {}): SandboxState {
  const state = {} as SandboxState;
  sandbox.state = state;
  state.reference = seedReference(sandbox);
  state.students = seedStudents(sandbox);
  state.exams = seedExams(sandbox);
  state.challenges = seedChallenges(sandbox);
  seedLargeAccount(sandbox, options.students ?? DEFAULT_SEED_STUDENTS);
  return state;
}
