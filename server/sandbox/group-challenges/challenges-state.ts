/**
 * Stored records of the group-challenge domain (spec §2 "Group challenge group", §3). JSON-serialisable;
 * answers are built from them by `views/*` with the caller's account, which decides who is named.
 */

/** draft, archived and deleted make a challenge unreadable through the API (spec §3). */
export type ChallengeStatus = 'draft' | 'published' | 'closed' | 'archived' | 'deleted';

export type GroupStatus = 'awaiting_payment' | 'draft' | 'finalized' | 'completed';

export type StepState = 'locked' | 'open' | 'submitted';

export type FileStatus = 'uploading' | 'draft' | 'submitted';

export type ActorRole = 'student' | 'teacher' | 'administrator' | 'partner' | 'system';

/**
 * Who did something. `studentId` is the core id of the student who acted (or for whom a partner acted);
 * `accountId` is set for a partner. The view turns it into a Person for one caller.
 */
export interface StoredActor {
  role: ActorRole;
  studentId?: string;
  accountId?: string;
}

export interface StoredGradeGroup {
  _id: string;
  label: string;
  /** Grade ids (reference grades). */
  gradeIds: string[];
}

export interface StoredStepTemplate {
  _id: string;
  title: string;
}

export interface StoredChallenge {
  _id: string;
  organizationId: string;
  title: string;
  status: ChallengeStatus;
  windowStart: string;
  windowEnd: string;
  gradeGroups: StoredGradeGroup[];
  /** The steps every group works through, in order. */
  steps: StoredStepTemplate[];
  createdAt: string;
  updatedAt: string;
}

export interface StoredMember {
  /** Core id of the student. */
  studentId: string;
  /** Address the platform e-mails; kept so members registered outside this API are e-mailed too. */
  email: string;
  addedAt: string;
  /** Set when the teacher took the student out; only members without it are active. */
  removedAt: string | null;
}

export interface StoredFile {
  _id: string;
  status: FileStatus;
  name: string;
  /** null while uploading. */
  size: number | null;
  uploadedBy: StoredActor;
  createdAt: string;
  completedAt: string | null;
  submittedAt: string | null;
}

export interface StoredStep {
  _id: string;
  order: number;
  title: string;
  state: StepState;
  openedAt: string | null;
  submittedAt: string | null;
  submittedBy: StoredActor | null;
  reopenCount: number;
  files: StoredFile[];
}

export interface StoredTeacher {
  name: string;
  email: string;
}

export interface StoredGroup {
  _id: string;
  challengeId: string;
  organizationId: string;
  shortCode: string;
  name: string | null;
  status: GroupStatus;
  gradeGroupId: string;
  teacher: StoredTeacher;
  members: StoredMember[];
  /** Empty until the teacher confirms the group (draft -> finalized). */
  steps: StoredStep[];
  createdAt: string;
  finalizedAt: string | null;
  finalSubmittedAt: string | null;
  finalSubmittedBy: StoredActor | null;
  deletedAt: string | null;
  /** Held busy until this instant of the sandbox clock (control plane). */
  busyUntil: string | null;
  /** Held busy until released (control plane). */
  heldBusy: boolean;
}

export type ActivityKind =
  | 'group_created'
  | 'group_confirmed'
  | 'file_uploaded'
  | 'file_completed'
  | 'step_opened'
  | 'step_submitted'
  | 'step_reopened'
  | 'group_submitted';

export interface StoredActivity {
  _id: string;
  groupId: string;
  kind: ActivityKind;
  actor: StoredActor;
  stepId: string | null;
  at: string;
}

export interface ChallengesState {
  /** Organizations (their `_id`) where group challenges are switched on; elsewhere every operation answers 404. */
  enabledOrganizationIds: string[];
  challenges: StoredChallenge[];
  groups: StoredGroup[];
  /** History of every group, oldest first. */
  activity: StoredActivity[];
}

export { seedChallenges } from './seed';
