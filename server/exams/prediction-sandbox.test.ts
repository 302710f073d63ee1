import { describe, expect, it } from 'vitest';
import {
  predictAvailableExams,
  heldSittingsOf,
  canonicalJson,
  type LanguageRecord,
  type SittingRecord,
} from '@/lib/exams/predict';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { AvailableExams, Exam, ExamCategory } from '@/lib/partner-api/schemas/exam';
import type { ResolvedApplication } from '@/lib/partner-api/schemas/application';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import type { StudentOrganizationCard } from '@/lib/students/organization-card';
import { applyToExam } from '@/server/sandbox/exams/applications';
import { buildAvailableTree } from '@/server/sandbox/exams/tree';
import { ensureOrgCopy } from '@/server/sandbox/students/org-copies';
import type { StoredStudent } from '@/server/sandbox/students/students-state';
import { createTestSandbox, type TestSandbox } from '@/server/sandbox/testing';
import { heldFromCard } from './prediction';

/**
 * "Predict, then confirm" against the sandbox: for every student and every organization where they are
 * activated, the tree predicted from what the console stores (the student record, the organization card's
 * sign-in state and applications, the organization's open exams and categories, the sittings and languages
 * trees named) equals the API's listAvailableExams answer.
 */

const EXTRA_STUDENTS = 2000;

/** 2,000 more students of the demo account, made with the sandbox's own state helpers: mixed grades (some none),
 * countries (some none), activations, sign-ins, and applications made through the API's rules. */
function addStudents(t: TestSandbox, count: number): void {
  const sandbox = t.sandbox;
  const ref = sandbox.state.reference;
  const owner = sandbox.accounts().find((a) => a.apiKey === sandboxDemoAccount.apiKey)!;
  const slugs = ref.organizations.map((o) => o.slug);
  const at = sandbox.now().toISOString();
  for (let i = 0; i < count; i++) {
    const pick = <T>(items: readonly T[]) => items[Math.floor(sandbox.random() * items.length)]!;
    const school = pick(ref.schools);
    const activated = sandbox.random() < 0.3 ? ['common'] : slugs.filter(() => sandbox.random() < 0.4);
    const student: StoredStudent = {
      _id: sandbox.newId(),
      ownerAccountId: owner._id,
      username: `PRED${10000 + i}`,
      firstName: 'Pred',
      lastName: `Student ${i}`,
      fullName: `Pred Student ${i}`,
      email: `pred.${i}@students.demo-partner.example`,
      emailConfirmed: false,
      // One in ten has no country, one in twenty lives in a country other than their school's.
      ...(sandbox.random() < 0.1
        ? {}
        : { country: sandbox.random() < 0.05 ? pick(ref.countries)._id : school.country }),
      city: school.city,
      school: school._id,
      // One in twenty has no grade (the API answers 400 for their tree).
      ...(sandbox.random() < 0.05 ? {} : { grade: pick(ref.grades)._id }),
      activatedPlatformsThisSeason: activated.length > 0 ? activated : ['common'],
      createdAt: at,
      updatedAt: at,
    };
    sandbox.state.students.students.push(student);
    for (const organization of ref.organizations) {
      if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug) || sandbox.random() < 0.4) continue;
      const copy = ensureOrgCopy(sandbox, organization._id, student._id, at);
      if (!student.grade) continue;
      // Up to three applications, each to an exam of the student's tree as it stands (rule 5 then removes siblings).
      for (let n = Math.floor(sandbox.random() * 4); n > 0; n--) {
        const tree = buildAvailableTree(sandbox.state.exams, organization._id, student, sandbox.now());
        const offered = tree.flatMap((c) => c.sessions.flatMap((s) => s.languages.map((l) => l.matchedExam._id)));
        if (offered.length === 0) break;
        const examId = pick(offered);
        const exam = sandbox.state.exams.exams.find((e) => e._id === examId)!;
        applyToExam(sandbox, student, copy, exam);
      }
    }
  }
  sandbox.markDirty();
}

async function allPages<T>(t: TestSandbox, token: string, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const r = await t.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=100`, { token });
    expect(r.status).toBe(200);
    out.push(...(r.json.data as T[]));
    if (page >= r.json.pagination.totalPages) return out;
  }
}

interface Comparison {
  pairs: number;
  students: number;
  noGrade: number;
  differences: Array<{ studentId: string; organizationId: string }>;
  incomplete: number;
  applications: number;
  offered: number;
}

/** What the console would store, read from the API as the console reads it; then every prediction against the API. */
async function compareAll(t: TestSandbox): Promise<Comparison> {
  const token = await t.token('demo');
  const students = await allPages<{
    _id: string;
    grade?: { _id: string } | null;
    country?: { _id: string } | null;
    activatedPlatformsThisSeason: string[];
  }>(t, token, '/student');
  const organizations = await allPages<{ _id: string; slug: string }>(t, token, '/organization');
  const result: Comparison = {
    pairs: 0,
    students: students.length,
    noGrade: 0,
    differences: [],
    incomplete: 0,
    applications: 0,
    offered: 0,
  };
  for (const organization of organizations) {
    const org = `/${organization._id}`;
    const exams = await allPages<Exam>(t, token, `${org}/exam`);
    const categories = await allPages<ExamCategory>(t, token, `${org}/exam-category`);
    const signedIn = new Map(
      (await allPages<{ mainId: string; signedIn?: boolean }>(t, token, `${org}/student`)).map((s) => [
        s.mainId,
        s.signedIn === true,
      ]),
    );
    const activated = students.filter((s) => isActivatedFor(s.activatedPlatformsThisSeason, organization.slug));
    // The API's trees; the console keeps the sittings and languages any of them shows (exam_names).
    const answers = new Map<string, AvailableExams>();
    const sittings: Record<string, SittingRecord> = {};
    const languages: Record<string, LanguageRecord> = {};
    for (const student of activated) {
      const r = await t.call('GET', `${org}/exam/available/${student._id}`, { token });
      if (r.status === 400 && !student.grade) continue;
      expect(r.status).toBe(200);
      const tree = r.json.data as AvailableExams;
      answers.set(student._id, tree);
      for (const category of tree)
        for (const { languages: shown, ...sitting } of category.sessions) {
          sittings[sitting._id] = sitting;
          for (const { matchedExam: _exam, ...language } of shown) languages[language._id] = language;
        }
    }
    for (const student of activated) {
      result.pairs++;
      const answer = answers.get(student._id);
      if (!student.grade || !answer) {
        result.noGrade++;
        continue;
      }
      // The organization card as the console stores it (server/students/student-organizations.ts).
      const isSignedIn = signedIn.get(student._id) ?? false;
      let applications: StudentOrganizationCard['applications'] = null;
      if (isSignedIn) {
        const r = await t.call('GET', `${org}/application/student-applications/${student._id}?limit=50`, { token });
        expect(r.status).toBe(200);
        applications = {
          ok: true,
          data: { items: r.json.data as ResolvedApplication[], total: r.json.pagination.total },
        };
      }
      const card: StudentOrganizationCard = {
        organization: { _id: organization._id, name: organization.slug, slug: organization.slug },
        activated: true,
        orgStudent: { ok: true, data: { signedIn: isSignedIn, supervisor: null } },
        applications,
      };
      const held = heldFromCard(card);
      expect(held).not.toBeNull();
      const list = held!.applications.known ? held!.applications.list : [];
      result.applications += list.length;
      const prediction = predictAvailableExams({
        exams,
        categories,
        sittings,
        languages,
        student: { grade: student.grade._id, country: student.country?._id ?? null },
        applications: heldSittingsOf(list),
        now: t.sandbox.now(),
      });
      if (!prediction.complete) {
        result.incomplete++;
        continue;
      }
      result.offered += answer.reduce((n, c) => n + c.sessions.reduce((m, s) => m + s.languages.length, 0), 0);
      if (canonicalJson(prediction.tree) !== canonicalJson(answer))
        result.differences.push({ studentId: student._id, organizationId: organization._id });
    }
  }
  return result;
}

describe('predicted available exams equal the API’s, for every student and organization', () => {
  it('the 300-student default seed', async () => {
    const t = createTestSandbox({ rateLimit: false });
    const result = await compareAll(t);
    console.info('[prediction] default seed:', JSON.stringify({ ...result, differences: result.differences.length }));
    expect(result.students).toBe(300);
    expect(result.pairs).toBeGreaterThan(300);
    expect(result.incomplete).toBe(0);
    expect(result.differences).toEqual([]);
  }, 120_000);

  it(`the default seed with ${EXTRA_STUDENTS} more students, signed in and applied through the sandbox’s rules`, async () => {
    const t = createTestSandbox({ rateLimit: false, contract: false });
    addStudents(t, EXTRA_STUDENTS);
    const result = await compareAll(t);
    console.info('[prediction] 2,300 students:', JSON.stringify({ ...result, differences: result.differences.length }));
    expect(result.students).toBe(300 + EXTRA_STUDENTS);
    expect(result.applications).toBeGreaterThan(1000);
    expect(result.incomplete).toBe(0);
    expect(result.differences).toEqual([]);
  }, 600_000);
});
