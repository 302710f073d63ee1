import { evaluateExamRules, type ExamRulesInput } from '@/lib/partner-api/exam-rules';
import type { Sandbox } from '../kernel/sandbox';
import type { OrgStudentCopy, StoredStudent } from '../students/students-state';
import { recordApplication } from './applications';
import type { StoredExam } from './exams-state';
import { markPaid } from './payments';
import { rulesInput } from './queries';

/** Chance that a signed-in student applies once, and then once more to another exam still offered. */
const APPLY_CHANCE = 0.8;
const SECOND_CHANCE = 0.25;
/** Chance that a pending (priced) payment has been paid. */
const PAID_CHANCE = 0.4;

type Candidate = { exam: StoredExam; base: ExamRulesInput };

/**
 * Each organization's exams a student might be offered, with the parts of the rules' input that do not
 * depend on the student worked out once. Make-up sittings are left out: their applications go 6 hours later.
 */
function candidatesByOrganization(sandbox: Sandbox): Map<string, Candidate[]> {
  const state = sandbox.state.exams;
  const now = sandbox.now();
  const makeUp = new Set(state.sessions.filter((s) => s.relatedSession).map((s) => s._id));
  const byOrganization = new Map<string, Candidate[]>();
  for (const exam of state.exams) {
    if (makeUp.has(exam.session)) continue;
    const base = rulesInput(state, exam, {}, [], now);
    const list = byOrganization.get(exam.organizationId) ?? [];
    list.push({ exam, base });
    byOrganization.set(exam.organizationId, list);
  }
  return byOrganization;
}

/**
 * Applications of the extra seed students (server/sandbox/README.md "Seed fixtures"), by the five rules that
 * createApplication enforces (spec §4.5): for each copy (the student signed in), of a student with a grade, up to
 * two exams picked at random among those the rules offer the student at that moment, each with the payment the
 * API would make (free: paid 0, priced: pending, some then paid; unpriced: none). The students are new, so the
 * applications they hold are the ones made here, kept in a Map rather than searched for.
 */
export function seedExtraApplications(sandbox: Sandbox, copies: readonly OrgStudentCopy[], random: () => number): void {
  const now = sandbox.now();
  const candidates = candidatesByOrganization(sandbox);
  const students = new Map<string, StoredStudent>(sandbox.state.students.students.map((s) => [s._id, s]));
  const payments = sandbox.state.exams.payments;
  const held = new Map<string, ExamRulesInput['applications'][number][]>();

  for (const copy of copies) {
    const student = students.get(copy.mainId);
    const grade = student?.grade;
    if (!student || !grade || random() >= APPLY_CHANCE) continue;
    const key = `${copy.organizationId}:${student._id}`;
    const holding = held.get(key) ?? [];
    held.set(key, holding);
    for (let round = 0; round < 2; round++) {
      if (round === 1 && random() >= SECOND_CHANCE) break;
      const offered = (candidates.get(copy.organizationId) ?? []).filter(
        ({ exam, base }) =>
          exam.grades.includes(grade) &&
          evaluateExamRules({ ...base, student: { grade, country: student.country }, applications: holding, now })
            .offered,
      );
      if (offered.length === 0) break;
      const { exam } = offered[Math.floor(random() * offered.length)]!;
      const application = recordApplication(sandbox, student, copy, exam);
      holding.push({ _id: application._id, session: exam.session, category: exam.category });
      // The payment just made is the last one (a search through every payment would make the seed quadratic).
      const payment = payments.at(-1)?._id === application.payment ? payments.at(-1) : undefined;
      if (payment?.status === 'pending' && random() < PAID_CHANCE) markPaid(sandbox, payment);
    }
  }
  sandbox.markDirty('exams');
}
