import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { accountIdFor } from '../kernel/accounts';
import type { Sandbox } from '../kernel/sandbox';
import type { ChallengesState, GroupStatus, StoredActor, StoredChallenge } from './challenges-state';
import { completeGroup, createGroup } from './group-actions';
import { gradeGroupOf } from './grades';
import { seedChallengeRecords } from './seed-challenges';
import { addFile, confirmGroup, submitStep } from './step-actions';

const day = 86_400_000;
const hour = 3_600_000;

interface GroupSeed {
  name: string | null;
  gradeGroup: 0 | 1;
  status: GroupStatus;
  demoMembers: number;
  otherMembers: number;
  stepsSubmitted?: number;
  /** A file on the open step: finished (draft) or still uploading. */
  openFile?: 'draft' | 'uploading';
  deleted?: boolean;
  ageDays: number;
}

/** Groups of the published stem challenge, one per status (server/sandbox/README.md), oldest first. */
const openChallengeGroups: GroupSeed[] = [
  { name: 'The Arch Team', gradeGroup: 0, status: 'completed', demoMembers: 2, otherMembers: 1, ageDays: 12 },
  {
    name: null,
    gradeGroup: 1,
    status: 'finalized',
    demoMembers: 2,
    otherMembers: 1,
    stepsSubmitted: 2,
    openFile: 'draft',
    ageDays: 11,
  },
  {
    name: 'Suspension Squad',
    gradeGroup: 0,
    status: 'finalized',
    demoMembers: 1,
    otherMembers: 2,
    stepsSubmitted: 0,
    openFile: 'uploading',
    ageDays: 10,
  },
  { name: 'Truss Trio', gradeGroup: 1, status: 'draft', demoMembers: 2, otherMembers: 0, ageDays: 9 },
  { name: null, gradeGroup: 0, status: 'awaiting_payment', demoMembers: 1, otherMembers: 1, ageDays: 8 },
  {
    name: 'Cantilever Crew',
    gradeGroup: 1,
    status: 'finalized',
    demoMembers: 0,
    otherMembers: 3,
    stepsSubmitted: 4,
    ageDays: 7,
  },
  { name: 'Old Team', gradeGroup: 1, status: 'draft', demoMembers: 1, otherMembers: 1, deleted: true, ageDays: 13 },
];

const closedChallengeGroups: GroupSeed[] = [
  { name: 'Data Wizards', gradeGroup: 1, status: 'completed', demoMembers: 2, otherMembers: 1, ageDays: 100 },
  {
    name: null,
    gradeGroup: 1,
    status: 'finalized',
    demoMembers: 1,
    otherMembers: 1,
    stepsSubmitted: 1,
    openFile: 'draft',
    ageDays: 99,
  },
];

type Member = { studentId: string; email: string };

/** Students signed in to the organization, split by grade group: the demo account's and everybody else's. */
function memberPools(sandbox: Sandbox, challenge: StoredChallenge) {
  const demoId = accountIdFor(sandboxDemoAccount.apiKey);
  const pools = challenge.gradeGroups.map(() => ({ demo: [] as Member[], other: [] as Member[] }));
  for (const copy of sandbox.state.students.orgCopies) {
    if (copy.organizationId !== challenge.organizationId) continue;
    const student = sandbox.state.students.students.find((s) => s._id === copy.mainId);
    const gradeGroup = student ? gradeGroupOf(challenge, student.grade) : null;
    const pool = gradeGroup ? pools[challenge.gradeGroups.indexOf(gradeGroup)] : undefined;
    if (!student || !pool) continue;
    (student.ownerAccountId === demoId ? pool.demo : pool.other).push({ studentId: student._id, email: student.email });
  }
  return pools;
}

function seedGroups(sandbox: Sandbox, challenge: StoredChallenge, seeds: GroupSeed[], now: Date): void {
  const pools = memberPools(sandbox, challenge);
  let outsider = 0;
  for (const seed of seeds) {
    const pool = pools[seed.gradeGroup];
    const gradeGroup = challenge.gradeGroups[seed.gradeGroup];
    if (!pool || !gradeGroup) continue;
    const members: Member[] = pool.demo.splice(0, seed.demoMembers);
    for (let i = 0; i < seed.otherMembers; i++) {
      // Another account's signed-in student when there is one, else a student registered outside this API.
      const other = pool.other.shift();
      outsider += 1;
      members.push(other ?? { studentId: sandbox.newId(), email: `member${outsider}@students.sandbox.example` });
    }
    if (members.length === 0) continue;
    const start = now.getTime() - seed.ageDays * day;
    const at = (hours: number) => new Date(start + hours * hour).toISOString();
    const group = createGroup(sandbox, {
      challenge,
      gradeGroupId: gradeGroup._id,
      members,
      name: seed.name,
      status: seed.status === 'awaiting_payment' ? 'awaiting_payment' : 'draft',
      at: at(0),
    });
    if (seed.deleted) group.deletedAt = at(2);
    if (seed.status !== 'finalized' && seed.status !== 'completed') continue;
    confirmGroup(sandbox, group, challenge, at(24));
    const actorOf = (i: number): StoredActor => ({
      role: 'student',
      studentId: members[i % members.length]!.studentId,
    });
    const submitted = seed.status === 'completed' ? challenge.steps.length : (seed.stepsSubmitted ?? 0);
    group.steps.slice(0, submitted).forEach((step, i) => {
      addFile(
        sandbox,
        group,
        step,
        { uploadedBy: actorOf(i), name: `step-${i + 1}-work.pdf`, size: 180_000 + i * 7_000, uploading: false },
        at(26 + i * 24),
      );
      submitStep(sandbox, group, step, actorOf(i), at(28 + i * 24));
    });
    const open = group.steps.find((s) => s.state === 'open');
    if (open && seed.openFile) {
      const uploader = actorOf(members.length - 1);
      addFile(
        sandbox,
        group,
        open,
        { uploadedBy: uploader, name: 'draft-notes.docx', size: 42_000, uploading: seed.openFile === 'uploading' },
        at(30 + submitted * 24),
      );
    }
    if (seed.status === 'completed')
      completeGroup(sandbox, group, challenge, actorOf(0), at(30 + submitted * 24), false);
  }
}

/**
 * Builds this domain's seed after the students (server/sandbox/README.md): challenges in stem (published, closed,
 * draft, archived) and one in hilingua, where group challenges are not switched on; groups of the
 * demo account's signed-in stem students in every status, with members of other accounts.
 */
export function seedChallenges(sandbox: Sandbox): ChallengesState {
  const now = sandbox.now();
  const state: ChallengesState = { enabledOrganizationIds: [], challenges: [], groups: [], activity: [] };
  sandbox.state.challenges = state;
  const stem = sandbox.state.reference.organizations.find((o) => o.slug === 'stem');
  if (stem) state.enabledOrganizationIds.push(stem._id);
  state.challenges = seedChallengeRecords(sandbox, now);
  const [open, closed] = state.challenges;
  if (open) seedGroups(sandbox, open, openChallengeGroups, now);
  if (closed) seedGroups(sandbox, closed, closedChallengeGroups, now);
  return state;
}
