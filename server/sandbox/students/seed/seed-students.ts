import type { Sandbox } from '../../kernel/sandbox';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { StoredStudent, StoredSupervisor, StudentsState } from '../students-state';
import { issueUsername } from '../usernames';
import { asciiFold, femaleFirstNames, lastNames, maleFirstNames, teacherNames } from './seed-names';

/** How many students each built-in account owns, in account order: demo, second, read-only. */
export const seededStudentCounts = [300, 6, 3] as const;
/** Seed students are dated from here, 37 minutes apart. */
const studentEpoch = Date.UTC(2024, 8, 1, 8, 0, 0);
const platformPatterns: string[][] = [
  ['common'],
  ['common'],
  ['stem'],
  ['common'],
  ['stem', 'neo'],
  ['hilingua'],
  ['common'],
  ['gmath', 'coding'],
];
/** Which organizations a demo student signed in to: by slug, every n-th student. */
const signInEvery: Record<string, number> = { stem: 2, hilingua: 5, neo: 7, gmath: 9, coding: 11 };

function seedSupervisors(sandbox: Sandbox): StoredSupervisor[] {
  const georgia = sandbox.state.reference.countries.find((c) => c.iso2 === 'GE');
  return sandbox.state.reference.organizations.flatMap((organization, o) =>
    teacherNames.map(([firstName, lastName], t) => ({
      _id: sandbox.newId(),
      mainId: sandbox.newId(),
      organizationId: organization._id,
      username: `${georgia?.iso2 ?? 'GE'}T${9001 + o * 10 + t}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
    })),
  );
}

function seedStudent(sandbox: Sandbox, ownerAccountId: string, i: number, domain: string): StoredStudent {
  const ref = sandbox.state.reference;
  const female = i % 2 === 0;
  const names = female ? femaleFirstNames : maleFirstNames;
  const firstName = names[Math.floor(i / 2) % names.length]!;
  const lastName = lastNames[(i * 7 + 3) % lastNames.length]!;
  const school = ref.schools[i % ref.schools.length]!;
  const gradeNumber = (i % 12) + 1;
  const grade = ref.grades[gradeNumber - 1];
  const at = new Date(studentEpoch + i * 37 * 60_000).toISOString();
  const birthYear = 2024 - 6 - gradeNumber;
  const birth = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${birthYear}`;
  return {
    _id: sandbox.newId(),
    ownerAccountId,
    username: issueUsername(sandbox, school.country, lastName),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${asciiFold(firstName)}.${asciiFold(lastName)}.${i}@${domain}`,
    emailConfirmed: i % 25 === 1,
    ...(i % 3 === 0 ? { phone: `+995 555 ${String(100000 + i).slice(-6)}` } : {}),
    birth,
    sex: i % 17 === 0 ? 'n' : female ? 'f' : 'm',
    country: school.country,
    city: school.city,
    school: school._id,
    // Student 5 of each account has no grade (exam picking refuses it, spec §4.5).
    ...(i === 5 || !grade ? {} : { grade: grade._id }),
    activatedPlatformsThisSeason: [...platformPatterns[i % platformPatterns.length]!],
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The students domain's seed (server/sandbox/README.md): deterministic and fast. The first account (the demo one)
 * owns 300 students across the seed schools and grades 1-12, about half signed in to stem and some to
 * the other organizations, a teacher linked on some; the second and third own a handful.
 */
export function seedStudentsState(sandbox: Sandbox): StudentsState {
  const state: StudentsState = {
    students: [],
    orgCopies: [],
    supervisors: [],
    reservedCopyIds: {},
    signInLinks: [],
    imports: [],
    importPausedUntil: null,
    importRowsShown: {},
    usernameCounter: 1000,
  };
  sandbox.state.students = state;
  state.supervisors = seedSupervisors(sandbox);
  const domains = [
    'students.demo-partner.example',
    'students.other-partner.example',
    'students.readonly-partner.example',
  ];
  sandbox.accounts().forEach((account, a) => {
    const count = seededStudentCounts[a] ?? 0;
    for (let i = 0; i < count; i++) state.students.push(seedStudent(sandbox, account._id, i, domains[a]!));
  });
  for (const [index, student] of state.students.entries()) {
    for (const organization of sandbox.state.reference.organizations) {
      const every = signInEvery[organization.slug] ?? 0;
      if (
        every === 0 ||
        index % every !== 0 ||
        !isActivatedFor(student.activatedPlatformsThisSeason, organization.slug)
      )
        continue;
      const at = new Date(Date.parse(student.createdAt) + 3 * 24 * 3600_000).toISOString();
      const teachers = state.supervisors.filter((p) => p.organizationId === organization._id);
      const supervisor = index % 4 === 0 ? teachers[index % teachers.length] : undefined;
      state.orgCopies.push({
        _id: sandbox.newId(),
        mainId: student._id,
        organizationId: organization._id,
        ...(supervisor ? { supervisor: supervisor._id } : {}),
        signedInAt: at,
        createdAt: at,
        updatedAt: at,
      });
      if (supervisor) student.supervisor = supervisor._id;
    }
  }
  return state;
}
