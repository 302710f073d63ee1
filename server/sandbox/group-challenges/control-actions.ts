import type { Sandbox } from '../kernel/sandbox';
import type { StoredChallenge, StoredGroup, StoredStep, StoredTeacher } from './challenges-state';
import { createGroup } from './group-actions';
import { gradeGroupOf } from './grades';
import { addFile, completeUpload, confirmGroup, reopenStep } from './step-actions';
import { isActiveMember } from './viewer';

/** A refused control call; the route answers it with the spec's error body. */
export class ControlFailure extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: 'bad_request' | 'not_found' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

const missing = (what: string) => new ControlFailure(404, 'not_found', `${what} not found!`);
const refused = (message: string) => new ControlFailure(409, 'conflict', message);

export function controlChallenge(sandbox: Sandbox, challengeId: string): StoredChallenge {
  const challenge = sandbox.state.challenges.challenges.find((c) => c._id === challengeId);
  if (!challenge) throw missing('Group challenge');
  return challenge;
}

export function controlGroup(sandbox: Sandbox, challenge: StoredChallenge, groupId: string): StoredGroup {
  const group = sandbox.state.challenges.groups.find(
    (g) => g._id === groupId && g.challengeId === challenge._id && g.deletedAt === null,
  );
  if (!group) throw missing('Group');
  return group;
}

export function controlStep(group: StoredGroup, stepId: string): StoredStep {
  const step = group.steps.find((s) => s._id === stepId);
  if (!step) throw missing('Step');
  return step;
}

export interface CreateGroupInput {
  studentIds: string[];
  name?: string | null;
  teacher?: StoredTeacher;
  status?: 'awaiting_payment' | 'draft' | 'finalized';
  gradeGroupId?: string;
}

/** A teacher makes a group of signed-in students of one grade group, none already in a group of the challenge. */
export function controlCreateGroup(sandbox: Sandbox, challenge: StoredChallenge, input: CreateGroupInput): StoredGroup {
  if (new Set(input.studentIds).size !== input.studentIds.length)
    throw new ControlFailure(400, 'bad_request', 'studentIds lists a student twice.');
  const students = input.studentIds.map((id) => {
    const student = sandbox.state.students.students.find((s) => s._id === id);
    if (!student) throw missing('Student');
    const signedIn = sandbox.state.students.orgCopies.some(
      (c) => c.mainId === id && c.organizationId === challenge.organizationId,
    );
    if (!signedIn) throw refused(`Student ${id} has not signed in to the challenge's organization.`);
    const inGroup = sandbox.state.challenges.groups.some(
      (g) => g.challengeId === challenge._id && g.deletedAt === null && isActiveMember(g, id),
    );
    if (inGroup) throw refused(`Student ${id} is already in a group of this challenge.`);
    return student;
  });
  const gradeGroup = input.gradeGroupId
    ? challenge.gradeGroups.find((g) => g._id === input.gradeGroupId)
    : gradeGroupOf(challenge, students[0]?.grade);
  if (!gradeGroup)
    throw refused('No grade group of the challenge fits: give gradeGroupId or students of an eligible grade.');
  const outside = students.find((s) => !s.grade || !gradeGroup.gradeIds.includes(s.grade));
  if (outside) throw refused(`Student ${outside._id} is not in grade group ${gradeGroup.label}.`);
  return createGroup(sandbox, {
    challenge,
    gradeGroupId: gradeGroup._id,
    members: students.map((s) => ({ studentId: s._id, email: s.email })),
    name: input.name ?? null,
    ...(input.teacher ? { teacher: input.teacher } : {}),
    status: input.status ?? 'draft',
  });
}

export function controlConfirmGroup(sandbox: Sandbox, challenge: StoredChallenge, group: StoredGroup): StoredGroup {
  if (group.status !== 'draft' && group.status !== 'awaiting_payment')
    throw refused(`The group is already ${group.status}.`);
  confirmGroup(sandbox, group, challenge, sandbox.now().toISOString());
  return group;
}

export interface UploadInput {
  studentId: string;
  name: string;
  size?: number;
  uploading?: boolean;
}

/** An active member uploads a file to an open step of an unfinished group. */
export function controlUpload(sandbox: Sandbox, group: StoredGroup, step: StoredStep, input: UploadInput) {
  if (!isActiveMember(group, input.studentId)) throw refused('Only an active member of the group can upload to it.');
  if (group.status !== 'finalized') throw refused(`Files cannot be uploaded to a ${group.status} group.`);
  if (step.state !== 'open') throw refused(`Files can be uploaded only to an open step; this one is ${step.state}.`);
  const upload = {
    uploadedBy: { role: 'student' as const, studentId: input.studentId },
    name: input.name,
    size: input.size ?? 100_000,
    uploading: input.uploading ?? false,
  };
  return addFile(sandbox, group, step, upload, sandbox.now().toISOString());
}

export function controlCompleteUpload(
  sandbox: Sandbox,
  group: StoredGroup,
  step: StoredStep,
  fileId: string,
  size?: number,
) {
  const file = step.files.find((f) => f._id === fileId);
  if (!file) throw missing('File');
  if (file.status !== 'uploading') throw refused(`The file is ${file.status}, not uploading.`);
  completeUpload(sandbox, group, step, file, sandbox.now().toISOString(), size);
  return file;
}

/** Organizers reopen a submitted step of a group that has not sent its work. */
export function controlReopenStep(sandbox: Sandbox, group: StoredGroup, step: StoredStep): StoredStep {
  if (group.status === 'completed') throw refused('The group has already sent its work.');
  if (step.state !== 'submitted') throw refused(`Only a submitted step can be reopened; this one is ${step.state}.`);
  reopenStep(sandbox, group, step, sandbox.now().toISOString());
  return step;
}

/**
 * A new challenge like `challenge` (organization, status, window, grade groups and steps, each with a new id), titled
 * `title`, with no groups: a record no test has opened yet.
 */
export function controlCopyChallenge(sandbox: Sandbox, challenge: StoredChallenge, title: string): StoredChallenge {
  const now = sandbox.now().toISOString();
  const copy: StoredChallenge = {
    ...structuredClone(challenge),
    _id: sandbox.newId(),
    title,
    gradeGroups: challenge.gradeGroups.map((g) => ({ ...g, _id: sandbox.newId(), gradeIds: [...g.gradeIds] })),
    steps: challenge.steps.map((s) => ({ ...s, _id: sandbox.newId() })),
    createdAt: now,
    updatedAt: now,
  };
  sandbox.state.challenges.challenges.push(copy);
  return copy;
}

export function controlCloseChallenge(sandbox: Sandbox, challenge: StoredChallenge): StoredChallenge {
  if (challenge.status !== 'published')
    throw refused(`Only a published challenge can be closed; this one is ${challenge.status}.`);
  challenge.status = 'closed';
  challenge.updatedAt = sandbox.now().toISOString();
  return challenge;
}

export function controlMoveWindow(
  sandbox: Sandbox,
  challenge: StoredChallenge,
  windowStart: string,
  windowEnd: string,
): StoredChallenge {
  if (Date.parse(windowEnd) <= Date.parse(windowStart))
    throw new ControlFailure(400, 'bad_request', 'windowEnd must be later than windowStart.');
  challenge.windowStart = new Date(windowStart).toISOString();
  challenge.windowEnd = new Date(windowEnd).toISOString();
  challenge.updatedAt = sandbox.now().toISOString();
  return challenge;
}

/** Holds the group busy for some seconds of the sandbox clock, or until released. */
export function controlHoldBusy(sandbox: Sandbox, group: StoredGroup, hold: { seconds: number } | { busy: boolean }) {
  if ('seconds' in hold) {
    group.heldBusy = false;
    group.busyUntil = hold.seconds > 0 ? new Date(sandbox.now().getTime() + hold.seconds * 1000).toISOString() : null;
  } else {
    group.heldBusy = hold.busy;
    if (!hold.busy) group.busyUntil = null;
  }
  return { groupId: group._id, heldBusy: group.heldBusy, busyUntil: group.busyUntil };
}
