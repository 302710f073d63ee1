import { describe, expect, it } from 'vitest';
import { canonicalJson, differingExamIds, predictAvailableExams, type PredictionInput } from './predict';

const now = new Date('2026-05-01T00:00:00Z');
const sitting = (id: string, date: string) => ({ _id: id, sessionName: id, date, startTime: '10:00', tz: 'UTC' });
const exam = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  session: 'autumn',
  category: 'math',
  language: 'en',
  grades: ['g7'],
  countries: [],
  preventApplication: false,
  ...over,
});

const base: PredictionInput = {
  exams: [
    exam('e-math-autumn-ka', { language: 'ka' }),
    exam('e-math-autumn-en'),
    exam('e-math-spring-en', { session: 'spring' }),
    exam('e-sci-autumn-en', { category: 'science' }),
    exam('e-math-autumn-en-2'),
  ],
  categories: [
    { _id: 'science', name: 'Science', order: 1, isActive: true },
    { _id: 'math', name: 'Math', order: 2, isActive: true },
    { _id: 'old', name: 'Old', order: 0, isActive: false },
  ],
  sittings: {
    autumn: sitting('autumn', '2026-06-01T08:00:00Z'),
    spring: sitting('spring', '2026-05-20T08:00:00Z'),
    past: sitting('past', '2026-04-01T08:00:00Z'),
  },
  languages: {
    en: { _id: 'en', name: 'English', code: 'en', order: 2 },
    ka: { _id: 'ka', name: 'Georgian', code: 'ka', order: 1 },
  },
  student: { grade: 'g7', country: 'GE' },
  applications: [],
  now,
};

const shape = (tree: ReturnType<typeof predictAvailableExams>) =>
  tree.complete
    ? tree.tree.map((c) => [c._id, c.sessions.map((s) => [s._id, s.languages.map((l) => l.matchedExam._id)])])
    : tree;

describe('predictAvailableExams', () => {
  it('orders categories by order, sittings soonest first, languages by order; one exam per language', () => {
    expect(shape(predictAvailableExams(base))).toEqual([
      ['science', [['autumn', ['e-sci-autumn-en']]]],
      [
        'math',
        [
          ['spring', ['e-math-spring-en']],
          ['autumn', ['e-math-autumn-ka', 'e-math-autumn-en']],
        ],
      ],
    ]);
  });

  it('applies the five rules: switched off, inactive category, started sitting, grade, country, rule 5', () => {
    const prediction = predictAvailableExams({
      ...base,
      exams: [
        exam('off', { preventApplication: true }),
        exam('inactive', { category: 'old' }),
        exam('started', { session: 'past' }),
        exam('grade', { grades: ['g8'] }),
        exam('country', { countries: ['AZ'] }),
        exam('clash'),
        exam('other-category', { category: 'science' }),
      ],
      applications: [{ session: 'autumn', category: 'math' }],
    });
    expect(shape(prediction)).toEqual([['science', [['autumn', ['other-category']]]]]);
  });

  it('is incomplete when an exam the rules let through has a sitting or language no tree showed', () => {
    expect(predictAvailableExams({ ...base, exams: [exam('x', { session: 'unnamed' })] })).toEqual({
      complete: false,
      missing: { sittings: ['unnamed'], languages: [] },
    });
    expect(predictAvailableExams({ ...base, exams: [exam('x', { language: 'de' })] })).toEqual({
      complete: false,
      missing: { sittings: [], languages: ['de'] },
    });
    // An unknown sitting of an exam a known fact rules out does not matter.
    expect(predictAvailableExams({ ...base, exams: [exam('x', { session: 'unnamed', grades: ['g1'] })] })).toEqual({
      complete: true,
      tree: [],
    });
  });
});

describe('differingExamIds', () => {
  const tree = (predictAvailableExams(base) as { tree: ReturnType<typeof JSON.parse> }).tree;
  it('none for the same tree, whatever the order of keys', () => {
    expect(differingExamIds(tree, JSON.parse(canonicalJson(tree)))).toEqual([]);
  });
  it('names exams shown with other details, missing on one side, or placed otherwise', () => {
    const moved = JSON.parse(JSON.stringify(tree));
    moved[1].sessions[0].date = '2026-05-21T08:00:00Z';
    expect(differingExamIds(tree, moved)).toEqual(['e-math-spring-en']);
    // Without Science: its exam is missing; the others keep their places among the exams both trees hold.
    const fewer = JSON.parse(JSON.stringify(tree)).slice(1);
    expect(differingExamIds(tree, fewer)).toEqual(['e-sci-autumn-en']);
    // Languages in another order: both exams of the sitting differ.
    const swapped = JSON.parse(JSON.stringify(tree));
    swapped[1].sessions[1].languages.reverse();
    expect(differingExamIds(tree, swapped)).toEqual(['e-math-autumn-en', 'e-math-autumn-ka']);
  });
});
