import { accountIdFor } from '../kernel/accounts';
import { findCountryByIso2, organizationBySlug } from '../reference/reference-state';
import type { OrgStudentCopy, StoredStudent } from '../students/students-state';
import { testAccounts, type TestAccountName, type TestSandbox } from '../testing';
import type { StoredExam } from './exams-state';

/**
 * Fixtures for the exams conformance tests: students and their organization copies are pushed into
 * the state directly (as the students domain would make them), so each test controls grade, country
 * and sign-ins exactly. Exams are the seeded catalogue's, found by name.
 */
export interface FixtureStudent {
  student: StoredStudent;
  copies: OrgStudentCopy[];
}

export interface StudentOptions {
  grade?: string | null;
  country?: string | null;
  owner?: TestAccountName;
  signedInTo?: Array<'stem' | 'hilingua' | 'neo' | 'gmath' | 'coding'>;
  platforms?: string[];
}

let counter = 0;

export function gradeId(t: TestSandbox, name: string): string {
  const grade = t.sandbox.state.reference.grades.find((g) => g.name === name);
  if (!grade) throw new Error(`no grade ${name}`);
  return grade._id;
}

export function countryId(t: TestSandbox, iso2: string): string {
  const country = findCountryByIso2(t.sandbox.state.reference, iso2);
  if (!country) throw new Error(`no country ${iso2}`);
  return country._id;
}

export function addStudent(t: TestSandbox, options: StudentOptions = {}): FixtureStudent {
  counter += 1;
  const at = t.sandbox.now().toISOString();
  const owner = testAccounts[options.owner ?? 'demo'];
  const student: StoredStudent = {
    _id: t.sandbox.newId(),
    ownerAccountId: accountIdFor(owner.apiKey),
    username: `GE${String.fromCharCode(65 + (counter % 26))}${900000 + counter}`,
    firstName: 'Nino',
    lastName: `Fixture${counter}`,
    fullName: `Nino Fixture${counter}`,
    email: `exams.fixture.${counter}.${Date.now()}@example.test`,
    emailConfirmed: false,
    activatedPlatformsThisSeason: options.platforms ?? ['common'],
    createdAt: at,
    updatedAt: at,
  };
  const grade = options.grade === undefined ? '7' : options.grade;
  if (grade !== null) student.grade = gradeId(t, grade);
  const country = options.country === undefined ? 'GE' : options.country;
  if (country !== null) student.country = countryId(t, country);
  t.sandbox.state.students.students.push(student);
  const copies = (options.signedInTo ?? ['stem']).map((slug) => {
    const copy: OrgStudentCopy = {
      _id: t.sandbox.newId(),
      mainId: student._id,
      organizationId: organizationBySlug(t.sandbox.state.reference, slug)._id,
      signedInAt: at,
      createdAt: at,
      updatedAt: at,
    };
    t.sandbox.state.students.orgCopies.push(copy);
    return copy;
  });
  return { student, copies };
}

/** A seeded exam by category name, sitting name, language code and (optionally) one of its grades. */
export function findSeededExam(
  t: TestSandbox,
  slug: string,
  category: string,
  sessionName: string,
  code: string,
  grade = '7',
): StoredExam {
  const state = t.sandbox.state.exams;
  const organizationId = organizationBySlug(t.sandbox.state.reference, slug)._id;
  const exam = state.exams.find(
    (e) =>
      e.organizationId === organizationId &&
      state.categories.some((c) => c._id === e.category && c.name === category) &&
      state.sessions.some((s) => s._id === e.session && s.sessionName === sessionName) &&
      state.languages.some((l) => l._id === e.language && l.code === code) &&
      e.grades.includes(gradeId(t, grade)),
  );
  if (!exam) throw new Error(`no seeded exam ${slug}/${category}/${sessionName}/${code}/${grade}`);
  return exam;
}

/** Shorthands for stem's seeded exams for a grade-7 student. */
export function stemExams(t: TestSandbox) {
  return {
    mathMainEn: findSeededExam(t, 'stem', 'Mathematics', 'Autumn round', 'en'),
    mathMainKa: findSeededExam(t, 'stem', 'Mathematics', 'Autumn round', 'ka'),
    mathMakeUpEn: findSeededExam(t, 'stem', 'Mathematics', 'Autumn round (make-up)', 'en'),
    mathPastEn: findSeededExam(t, 'stem', 'Mathematics', 'Summer round', 'en'),
    scienceMainEn: findSeededExam(t, 'stem', 'Science', 'Autumn round', 'en'),
    scienceMainKa: findSeededExam(t, 'stem', 'Science', 'Autumn round', 'ka'),
    scienceSpringEn: findSeededExam(t, 'stem', 'Science', 'Spring round', 'en'),
    scienceSpringKa: findSeededExam(t, 'stem', 'Science', 'Spring round', 'ka'),
    roboticsMainEn: findSeededExam(t, 'stem', 'Robotics', 'Autumn round', 'en'),
    astronomyMainEn: findSeededExam(t, 'stem', 'Astronomy (archived)', 'Autumn round', 'en'),
  };
}

/** POST an application as the demo account; answers the call result. */
export function apply(t: TestSandbox, studentId: string, examId: string, slug: 'stem' | 'hilingua' = 'stem') {
  return t.call('POST', `/${t.orgId(slug)}/application`, { body: { studentId, examId } });
}
