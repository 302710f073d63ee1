import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { Sandbox } from '../../kernel/sandbox';
import type { OrgStudentCopy, StoredStudent, StoredSupervisor } from '../students-state';
import { issueUsername } from '../usernames';
import { asciiFold, femaleFirstNames, lastNames, maleFirstNames } from './seed-names';

/** Which organizations an extra student is activated for, weighted (out of 100). */
const activations: Array<[weight: number, platforms: string[]]> = [
  [30, ['common']],
  [18, ['stem']],
  [10, ['stem', 'neo']],
  [10, ['hilingua']],
  [8, ['gmath', 'coding']],
  [8, ['stem', 'hilingua']],
  [6, ['neo']],
  [5, ['gmath']],
  [5, ['coding']],
];
/** Chance that a student has signed in to each organization they are activated for. */
const SIGN_IN_CHANCE = 0.65;
const SUPERVISOR_CHANCE = 0.25;
const NO_GRADE_CHANCE = 0.01;
/** The seed's own students are dated from 2024-09-01, 37 minutes apart; the extra ones follow over 300 days. */
const EXTRA_FROM = Date.UTC(2024, 8, 1, 8, 0, 0) + 300 * 37 * 60_000;
const EXTRA_SPAN_MS = 300 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

export interface ExtraStudentsOptions {
  accountId: string;
  /** The account's students numbered from here (its seed students are 0 to `from` - 1). */
  from: number;
  /** Up to here, not included. */
  to: number;
  domain: string;
  random: () => number;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

function pickActivation(random: () => number): string[] {
  let roll = random() * 100;
  for (const [weight, platforms] of activations) {
    if (roll < weight) return [...platforms];
    roll -= weight;
  }
  return ['common'];
}

function extraStudent(sandbox: Sandbox, options: ExtraStudentsOptions, i: number, at: string): StoredStudent {
  const { random } = options;
  const ref = sandbox.state.reference;
  const female = random() < 0.5;
  const firstName = pick(female ? femaleFirstNames : maleFirstNames, random);
  const lastName = pick(lastNames, random);
  const school = pick(ref.schools, random);
  const grade = random() < NO_GRADE_CHANCE ? undefined : pick(ref.grades, random);
  const gradeNumber = grade ? Number(grade.name) || 6 : 6;
  const birth = `${String(1 + Math.floor(random() * 28)).padStart(2, '0')}/${String(1 + Math.floor(random() * 12)).padStart(2, '0')}/${2024 - 6 - gradeNumber}`;
  return {
    _id: sandbox.newId(),
    ownerAccountId: options.accountId,
    username: issueUsername(sandbox, school.country, lastName),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${asciiFold(firstName)}.${asciiFold(lastName)}.${i}@${options.domain}`,
    emailConfirmed: random() < 0.04,
    ...(random() < 0.33 ? { phone: `+995 555 ${String(100000 + (i % 900000)).slice(-6)}` } : {}),
    birth,
    sex: random() < 0.06 ? 'n' : female ? 'f' : 'm',
    country: school.country,
    city: school.city,
    school: school._id,
    ...(grade ? { grade: grade._id } : {}),
    activatedPlatformsThisSeason: pickActivation(random),
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * More students for one account after the seed's own (`SANDBOX_SEED_STUDENTS`, server/sandbox/README.md): spread at
 * random (the caller's seeded source) over the schools, grades and activations, each signed in to about
 * two thirds of the organizations they are activated for, a teacher linked on a quarter of those. Addresses
 * carry the student's number, so they are unique; a Set checks it in one pass. Answers the copies made.
 */
export function seedExtraStudents(sandbox: Sandbox, options: ExtraStudentsOptions): OrgStudentCopy[] {
  const state = sandbox.state.students;
  const { random } = options;
  const organizations = sandbox.state.reference.organizations;
  const teachers = new Map<string, StoredSupervisor[]>();
  for (const teacher of state.supervisors)
    teachers.set(teacher.organizationId, [...(teachers.get(teacher.organizationId) ?? []), teacher]);
  const emails = new Set(state.students.map((s) => s.email));
  const step = Math.max(1000, Math.floor(EXTRA_SPAN_MS / Math.max(1, options.to - options.from)));
  const copies: OrgStudentCopy[] = [];

  for (let i = options.from; i < options.to; i++) {
    const created = EXTRA_FROM + (i - options.from) * step;
    const student = extraStudent(sandbox, options, i, new Date(created).toISOString());
    if (emails.has(student.email)) throw new Error(`seed: ${student.email} is already registered`);
    emails.add(student.email);
    state.students.push(student);
    for (const organization of organizations) {
      if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug) || random() >= SIGN_IN_CHANCE)
        continue;
      const at = new Date(created + DAY_MS + Math.floor(random() * 20 * DAY_MS)).toISOString();
      const linked = random() < SUPERVISOR_CHANCE ? teachers.get(organization._id) : undefined;
      const supervisor = linked && linked.length > 0 ? pick(linked, random) : undefined;
      const copy: OrgStudentCopy = {
        _id: sandbox.newId(),
        mainId: student._id,
        organizationId: organization._id,
        ...(supervisor ? { supervisor: supervisor._id } : {}),
        signedInAt: at,
        createdAt: at,
        updatedAt: at,
      };
      state.orgCopies.push(copy);
      copies.push(copy);
      if (supervisor) student.supervisor = supervisor._id;
    }
  }
  sandbox.markDirty('students');
  return copies;
}
