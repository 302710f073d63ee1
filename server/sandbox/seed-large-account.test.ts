import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evaluateExamRules } from '@/lib/partner-api/exam-rules';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { createSandbox, type SandboxRuntime } from './kernel/create-sandbox';
import { heldSittings, rulesInput, studentApplications } from './exams/queries';
import { findOrgCopy, findStudent } from './students/lookups';
import { createTestSandbox } from './testing';

const LARGE = 2_000;
const at = (sandbox: SandboxRuntime) => JSON.stringify({ kernel: sandbox.kernel, state: sandbox.state });

let base: SandboxRuntime;
let large: SandboxRuntime;
beforeAll(() => {
  // Seed dates follow the clock: one instant for every sandbox here, so that they can be compared.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
  vi.stubEnv('SANDBOX_SEED_STUDENTS', '');
  base = createSandbox();
  large = createSandbox({ seedStudents: LARGE });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const demoId = () => base.accounts()[0]!._id;

describe('SANDBOX_SEED_STUDENTS (server/sandbox/README.md "Seed fixtures")', () => {
  it('leaves the default seed as it was: counts, first and last ids, no seed size in the kernel', () => {
    const { students, exams } = base.state;
    expect(students.students.filter((s) => s.ownerAccountId === demoId())).toHaveLength(300);
    expect([students.students.length, students.orgCopies.length]).toEqual([309, 264]);
    expect([exams.applications.length, exams.payments.length, exams.documents.length]).toEqual([26, 21, 8]);
    expect(students.students[0]!._id).toBe('65a000370cef111ef6caeb00');
    expect(base.kernel.idCounter).toBe(903);
    expect('seedStudents' in base.kernel).toBe(false);
  });

  it('grows the demo account after the default seed, which stays the same record for record', () => {
    const { students, exams, reference, challenges } = large.state;
    expect(students.students.filter((s) => s.ownerAccountId === demoId())).toHaveLength(LARGE);
    expect(students.students.slice(0, 309)).toEqual(base.state.students.students);
    expect(students.orgCopies.slice(0, 264)).toEqual(base.state.students.orgCopies);
    expect(exams.applications.slice(0, 26)).toEqual(base.state.exams.applications);
    expect(exams.payments.slice(0, 21)).toEqual(base.state.exams.payments);
    expect({ reference, challenges, catalogue: exams.exams }).toEqual({
      reference: base.state.reference,
      challenges: base.state.challenges,
      catalogue: base.state.exams.exams,
    });
    expect(large.kernel.seedStudents).toBe(LARGE);
  });

  it('is deterministic: a second 2,000-student seed is the same account', () => {
    expect(at(createSandbox({ seedStudents: LARGE }))).toBe(at(large));
  });

  it('spreads the extra students, with unique addresses and usernames, about two thirds signed in', () => {
    const extra = large.state.students.students.slice(309);
    expect(new Set(large.state.students.students.map((s) => s.email)).size).toBe(LARGE + 9);
    expect(new Set(large.state.students.students.map((s) => s.username)).size).toBe(LARGE + 9);
    expect(new Set(extra.map((s) => s.school)).size).toBe(large.state.reference.schools.length);
    expect(new Set(extra.map((s) => s.grade)).size).toBe(13); // 12 grades and a few without one
    expect(extra.filter((s) => s.activatedPlatformsThisSeason.includes('common')).length).toBeGreaterThan(LARGE / 5);

    let activated = 0;
    let signedIn = 0;
    for (const student of extra)
      for (const organization of large.state.reference.organizations) {
        if (!isActivatedFor(student.activatedPlatformsThisSeason, organization.slug)) continue;
        activated += 1;
        if (findOrgCopy(large, organization._id, student._id)) signedIn += 1;
      }
    expect(signedIn / activated).toBeGreaterThan(0.55);
    expect(signedIn / activated).toBeLessThan(0.75);
  });

  it('makes only applications the rules of createApplication accept, each with the payment the API makes', () => {
    const state = large.state.exams;
    const extra = state.applications.slice(26);
    expect(extra.length).toBeGreaterThan(LARGE / 2);
    for (const application of extra) {
      const student = findStudent(large, application.studentId)!;
      expect(student.ownerAccountId).toBe(demoId());
      expect(student.grade).toBeDefined();
      // Signed in (spec §1.5): the copy exists, and the application names the organization's own id of the student.
      expect(findOrgCopy(large, application.organizationId, student._id)?._id).toBe(application.user);
      const exam = state.exams.find(
        (e) => e._id === application.exam && e.organizationId === application.organizationId,
      )!;
      const held = heldSittings(
        state,
        studentApplications(state, application.organizationId, student._id),
        application._id,
      );
      const verdict = evaluateExamRules(rulesInput(state, exam, student, held, large.now()));
      expect(verdict.firstFailure).toBeNull();
      const payment = state.payments.find((p) => p._id === application.payment);
      if (exam.price === undefined) expect(payment).toBeUndefined();
      else expect(payment).toMatchObject({ amount: exam.price, application: application._id, for: application.user });
      if (exam.price === 0) expect(payment?.status).toBe('paid');
      expect(application.removeAfter).toBeUndefined();
    }
  });

  it('mixes payments: pending above 0, paid above 0, free, and applications with none', () => {
    const payments = large.state.exams.payments.slice(21);
    const pending = payments.filter((p) => p.status === 'pending' && p.amount > 0).length;
    const paid = payments.filter((p) => p.status === 'paid' && p.amount > 0).length;
    const free = payments.filter((p) => p.status === 'paid' && p.amount === 0).length;
    const none = large.state.exams.applications.slice(26).filter((a) => a.payment === undefined).length;
    for (const n of [pending, paid, free, none]) expect(n).toBeGreaterThan(50);
    expect(pending).toBeGreaterThan(paid);
  });

  it('answers the API with the larger account: signed in and not, applications', async () => {
    vi.useRealTimers();
    const t = createTestSandbox({ seedStudents: LARGE });
    const total = async (path: string) => (await t.call('GET', path)).json.pagination.total as number;
    expect(await total('/student?limit=100')).toBe(LARGE);
    const [yes, no] = [
      await total(`/${t.orgId('stem')}/student?signedIn=true`),
      await total(`/${t.orgId('stem')}/student?signedIn=false`),
    ];
    expect(yes).toBeGreaterThan(no);
    expect(no).toBeGreaterThan(100);
    expect(await total(`/${t.orgId('hilingua')}/application`)).toBeGreaterThan(100);
  });

  it('a reset seeds the size the sandbox was given again', () => {
    const sandbox = createSandbox({ seedStudents: 400 });
    sandbox.state.students.students.splice(300);
    sandbox.reset();
    expect(sandbox.state.students.students).toHaveLength(409);
    expect(sandbox.kernel.seedStudents).toBe(400);
  });
});
