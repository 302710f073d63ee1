import { describe, expect, it } from 'vitest';
import { evaluateExamRules, isExamOpen, type ExamRulesInput } from './exam-rules';

const now = new Date('2026-03-01T10:00:00.000Z');

function input(overrides: Partial<ExamRulesInput> = {}): ExamRulesInput {
  return {
    exam: {
      _id: 'e1',
      session: 's1',
      category: 'c1',
      language: 'l1',
      grades: ['g5', 'g6'],
      countries: [],
      preventApplication: false,
    },
    session: { _id: 's1', date: '2026-04-01T09:00:00.000Z' },
    category: { _id: 'c1', isActive: true },
    languageExists: true,
    student: { grade: 'g5', country: 'GE' },
    applications: [],
    now,
    ...overrides,
  };
}

const failing = (i: ExamRulesInput) =>
  evaluateExamRules(i)
    .verdicts.filter((v) => !v.holds)
    .map((v) => v.rule);

describe('exam rules (spec §4.5)', () => {
  it('§4.5: offers an exam when all five rules hold, with a reason for each', () => {
    const result = evaluateExamRules(input());
    expect(result.offered).toBe(true);
    expect(result.verdicts.map((v) => v.number)).toEqual([1, 2, 3, 4, 5]);
    expect(result.verdicts.every((v) => v.reason.length > 0)).toBe(true);
    expect(result.firstFailure).toBeNull();
  });

  it('§4.5 rule 1 / §2: preventApplication closes the exam', () => {
    expect(failing(input({ exam: { ...input().exam, preventApplication: true } }))).toEqual(['open']);
  });

  it('§4.5 rule 1 / §2: an exam stops being open at the moment the sitting starts', () => {
    expect(failing(input({ now: new Date('2026-04-01T09:00:00.000Z') }))).toEqual(['open']);
    expect(isExamOpen({ ...input(), now: new Date('2026-04-01T08:59:59.999Z') })).toBe(true);
  });

  it('§4.5 rule 1 / §2: no exam in an inactive category is open', () => {
    const r = evaluateExamRules(input({ category: { _id: 'c1', isActive: false } }));
    expect(r.firstFailure?.rule).toBe('open');
    expect(r.firstFailure?.reason).toMatch(/not active/);
  });

  it('§4.5 rule 2: the student’s grade must be one of the exam’s grades', () => {
    expect(failing(input({ student: { grade: 'g9', country: 'GE' } }))).toEqual(['grade']);
    expect(failing(input({ student: { country: 'GE' } }))).toEqual(['grade']);
  });

  it('§4.5 rule 3: a country-limited exam needs the student’s country; no country sees only every-country exams', () => {
    const limited = { ...input().exam, countries: ['AZ'] };
    expect(failing(input({ exam: limited }))).toEqual(['country']);
    expect(failing(input({ exam: limited, student: { grade: 'g5' } }))).toEqual(['country']);
    expect(failing(input({ exam: { ...limited, countries: ['AZ', 'GE'] } }))).toEqual([]);
    expect(failing(input({ student: { grade: 'g5' } }))).toEqual([]);
  });

  it('§4.5 rule 4: the exam must have a language', () => {
    expect(failing(input({ languageExists: false }))).toEqual(['language']);
    expect(failing(input({ exam: { ...input().exam, language: null } }))).toEqual(['language']);
  });

  it('§4.5 rule 5: no application for the same category on the same sitting', () => {
    expect(failing(input({ applications: [{ _id: 'a1', session: 's1', category: 'c1' }] }))).toEqual(['sitting']);
    expect(
      failing(
        input({
          applications: [
            { session: 's2', category: 'c1' },
            { session: 's1', category: 'c2' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('§4.5: verdicts come in the spec’s order and the first failure is reported', () => {
    const r = evaluateExamRules(input({ languageExists: false, student: { grade: 'g1' } }));
    expect(r.offered).toBe(false);
    expect(r.firstFailure?.rule).toBe('grade');
  });
});
