import type { Sandbox } from '../kernel/sandbox';
import { recordActivity } from './activity';
import type { GroupStatus, StoredActor, StoredChallenge, StoredGroup, StoredTeacher } from './challenges-state';
import { confirmGroup } from './step-actions';
import { activeMembers, displayName } from './viewer';

const shortCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six characters, unique among the organization's groups (spec §2 `shortCode`). */
export function newShortCode(sandbox: Sandbox, organizationId: string): string {
  const taken = new Set(
    sandbox.state.challenges.groups.filter((g) => g.organizationId === organizationId).map((g) => g.shortCode),
  );
  for (;;) {
    let code = '';
    for (let i = 0; i < 6; i++) code += shortCodeAlphabet[Math.floor(sandbox.random() * shortCodeAlphabet.length)];
    if (!taken.has(code)) return code;
  }
}

export const defaultTeacher: StoredTeacher = { name: 'Nino Beridze', email: 'nino.beridze@teachers.sandbox.example' };

export interface NewGroup {
  challenge: StoredChallenge;
  gradeGroupId: string;
  members: Array<{ studentId: string; email: string }>;
  name?: string | null;
  teacher?: StoredTeacher;
  /** awaiting_payment or draft; finalized confirms the group at once. */
  status?: Exclude<GroupStatus, 'completed'>;
  at?: string;
}

/** A teacher makes a group from students (outside the API); it starts as draft or awaiting payment. */
export function createGroup(sandbox: Sandbox, input: NewGroup): StoredGroup {
  const at = input.at ?? sandbox.now().toISOString();
  const group: StoredGroup = {
    _id: sandbox.newId(),
    challengeId: input.challenge._id,
    organizationId: input.challenge.organizationId,
    shortCode: newShortCode(sandbox, input.challenge.organizationId),
    name: input.name ?? null,
    status: input.status === 'awaiting_payment' ? 'awaiting_payment' : 'draft',
    gradeGroupId: input.gradeGroupId,
    teacher: input.teacher ?? defaultTeacher,
    members: input.members.map((m) => ({ studentId: m.studentId, email: m.email, addedAt: at, removedAt: null })),
    steps: [],
    createdAt: at,
    finalizedAt: null,
    finalSubmittedAt: null,
    finalSubmittedBy: null,
    deletedAt: null,
    busyUntil: null,
    heldBusy: false,
  };
  sandbox.state.challenges.groups.push(group);
  recordActivity(sandbox, group._id, 'group_created', { role: 'teacher' }, null, at);
  if (input.status === 'finalized') confirmGroup(sandbox, group, input.challenge, at);
  return group;
}

/**
 * The group sends its work (spec §3, §4.7): finalized -> completed, a history entry records who sent it,
 * and every active member and the teacher get an e-mail (kept in the outbox).
 */
export function completeGroup(
  sandbox: Sandbox,
  group: StoredGroup,
  challenge: StoredChallenge,
  actor: StoredActor,
  at: string,
  notify = true,
): void {
  group.status = 'completed';
  group.finalSubmittedAt = at;
  group.finalSubmittedBy = actor;
  recordActivity(sandbox, group._id, 'group_submitted', actor, null, at);
  if (!notify) return;
  const subject = `${displayName(group)} sent its work for "${challenge.title}"`;
  for (const member of activeMembers(group)) {
    const student = sandbox.state.students.students.find((s) => s._id === member.studentId);
    sandbox.sendEmail({ to: student?.email ?? member.email, kind: 'group-work-submitted', subject });
  }
  sandbox.sendEmail({ to: group.teacher.email, kind: 'group-work-submitted', subject });
}
