import type { KernelState } from './kernel/kernel-state';
import type { ReferenceState } from './reference/reference-state';
import type { StudentsState } from './students/students-state';
import type { ExamsState } from './exams/exams-state';
import type { ChallengesState } from './group-challenges/challenges-state';

/** The whole sandbox state, one part per domain, each owned by its folder. */
export interface SandboxState {
  kernel: KernelState;
  reference: ReferenceState;
  students: StudentsState;
  exams: ExamsState;
  challenges: ChallengesState;
}
