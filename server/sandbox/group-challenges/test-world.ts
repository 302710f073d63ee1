import { sandboxDemoAccount, sandboxSecondAccount } from '@/lib/partner-api/sandbox-credentials';
import { accountIdFor } from '../kernel/accounts';
import type { StoredStudent } from '../students/students-state';
import { createTestSandbox, type TestSandbox } from '../testing';
import type { StoredChallenge, StoredGroup } from './challenges-state';
import { controlConfirmGroup, controlCreateGroup, controlUpload, type CreateGroupInput } from './control-actions';
import { submitStep } from './step-actions';
import { findGradeByName } from './grades';

/**
 * A sandbox for the group-challenge tests: the seeded challenges, but no students and no groups, so each
 * test builds exactly the students (pushed into the state, as the students domain would) and groups it needs.
 */
export interface World {
  t: TestSandbox;
  stem: string;
  /** The published `Bridge Builders` challenge of the seed. */
  challenge: StoredChallenge;
  base: string;
  demoId: string;
  secondId: string;
  student(options?: {
    owner?: 'demo' | 'second';
    grade?: string | null;
    signedIn?: boolean;
    supervisor?: boolean;
    name?: string;
  }): StoredStudent;
  group(students: StoredStudent[], input?: Omit<CreateGroupInput, 'studentIds'>): StoredGroup;
  challengeTitled(title: string): StoredChallenge;
}

export function createWorld(): World {
  const t = createTestSandbox();
  const s = t.sandbox;
  s.state.students.students = [];
  s.state.students.orgCopies = [];
  s.state.challenges.groups = [];
  s.state.challenges.activity = [];
  const stem = t.orgId('stem');
  const challengeTitled = (title: string) => {
    const found = s.state.challenges.challenges.find((c) => c.title === title);
    if (!found) throw new Error(`No seeded challenge ${title}`);
    return found;
  };
  const challenge = challengeTitled('Bridge Builders');
  const demoId = accountIdFor(sandboxDemoAccount.apiKey);
  const secondId = accountIdFor(sandboxSecondAccount.apiKey);
  let n = 0;

  const student: World['student'] = (options = {}) => {
    n += 1;
    const at = s.now().toISOString();
    const [firstName, lastName] = (options.name ?? `Student${n} Tester${n}`).split(' ') as [string, string];
    const grade = options.grade === null ? undefined : findGradeByName(s, options.grade ?? '5')?._id;
    const record: StoredStudent = {
      _id: s.newId(),
      ownerAccountId: options.owner === 'second' ? secondId : demoId,
      username: `GEA${1000 + n}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `student${n}@example.org`,
      emailConfirmed: false,
      ...(grade ? { grade } : {}),
      activatedPlatformsThisSeason: ['common'],
      createdAt: at,
      updatedAt: at,
    };
    s.state.students.students.push(record);
    if (options.signedIn !== false) {
      s.state.students.orgCopies.push({
        _id: s.newId(),
        mainId: record._id,
        organizationId: stem,
        ...(options.supervisor ? { supervisor: s.newId() } : {}),
        signedInAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
    return record;
  };

  const group: World['group'] = (students, input = {}) =>
    controlCreateGroup(s, challenge, { ...input, studentIds: students.map((st) => st._id) });

  return {
    t,
    stem,
    challenge,
    base: `/${stem}/group-challenge/${challenge._id}`,
    demoId,
    secondId,
    student,
    group,
    challengeTitled,
  };
}

/** Confirms a group if needed, then uploads a file to and submits the first `count` steps as its first member. */
export function submitSteps(world: World, group: StoredGroup, count: number): void {
  const s = world.t.sandbox;
  if (group.status === 'draft' || group.status === 'awaiting_payment') controlConfirmGroup(s, world.challenge, group);
  const member = group.members[0]!.studentId;
  for (const step of group.steps.slice(0, count)) {
    if (step.state !== 'open') throw new Error(`step ${step.order} is ${step.state}`);
    controlUpload(s, group, step, { studentId: member, name: `step-${step.order}.pdf`, size: 1000 });
    submitStep(s, group, step, { role: 'student', studentId: member }, s.now().toISOString());
  }
}
