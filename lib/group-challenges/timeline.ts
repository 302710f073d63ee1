import type { ChallengeFile, ChallengeStep, Group } from '@/lib/partner-api/schemas/group';
import { describePerson, type PersonName } from './person';

export interface TimelineFile {
  id: string;
  /** The name when one of your students uploaded it; null (hidden) otherwise. */
  name: string | null;
  hidden: boolean;
  /** The API's value: `uploading`, `draft`, `submitted`, … */
  state: string;
  fileType: string;
  /** Bytes; null while uploading. */
  size: number | null;
  uploadedBy: PersonName | null;
}

export interface TimelineStep {
  id: string;
  order: number;
  title: string;
  state: string;
  openedAt: string | null;
  submittedAt: string | null;
  submittedBy: PersonName | null;
  reopenCount: number;
  canSubmit: boolean;
  files: TimelineFile[];
}

function toFile(file: ChallengeFile): TimelineFile {
  const hidden = !file.name;
  return {
    id: file._id,
    name: file.name ? file.name : null,
    hidden,
    state: file.status,
    fileType: file.fileType ?? '',
    size: file.size ?? null,
    uploadedBy: describePerson(file.uploadedBy),
  };
}

function toStep(step: ChallengeStep): TimelineStep {
  return {
    id: step._id,
    order: step.order,
    title: step.title,
    state: step.state,
    openedAt: step.openedAt ?? null,
    submittedAt: step.submittedAt ?? null,
    submittedBy: describePerson(step.submittedBy),
    reopenCount: step.reopenCount ?? 0,
    canSubmit: step.canSubmit === true,
    files: (step.files ?? []).map(toFile),
  };
}

/** The steps of a group in order, ready to draw as a timeline. */
export function buildTimeline(group: Pick<Group, 'steps'>): TimelineStep[] {
  return [...group.steps].sort((a, b) => a.order - b.order).map(toStep);
}

/** The step a coordinator acts on next: the first that can be submitted, else the first open one. */
export function currentStep(steps: readonly TimelineStep[]): TimelineStep | undefined {
  return steps.find((s) => s.canSubmit) ?? steps.find((s) => s.state === 'open');
}

/** Members who are not yours are counted, never named (spec §2): memberCount minus yourStudents. */
export function otherMemberCount(group: Pick<Group, 'memberCount' | 'yourStudents'>): number {
  return Math.max(0, group.memberCount - group.yourStudents.length);
}

/** The page refreshes itself until the group has sent its work. */
export function shouldKeepRefreshing(status: string | undefined): boolean {
  return status !== 'completed';
}
