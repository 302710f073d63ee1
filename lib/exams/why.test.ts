import { describe, expect, it } from 'vitest';
import { explainWhy, type WhyInput } from './why';

const g = (n: number) => `g${String(n).padStart(23, '0')}`;
const gradeNames = new Map(Array.from({ length: 12 }, (_, i) => [g(i + 1), String(i + 1)]));
const base: WhyInput = {
  exam: { _id: 'e1', session: 's1', category: 'c1', language: 'l1', grades: [5, 6, 7, 8, 9].map(g), countries: [] },
  listedAsOpen: true,
  category: { _id: 'c1', name: 'Mathematics', isActive: true },
  session: { _id: 's1', date: '2030-01-01T06:00:00.000Z' },
  languageName: 'English',
  student: { grade: { _id: g(7), name: '7' }, country: { _id: 'ge', name: 'GEORGIA' } },
  gradeNames,
  countryNames: new Map([
    ['ge', 'GEORGIA'],
    ['az', 'AZERBAIJAN'],
  ]),
  applications: { known: true, list: [] },
  now: new Date('2029-12-01T00:00:00.000Z'),
};
const state = (input: WhyInput, rule: string) => explainWhy(input).verdicts.find((v) => v.rule === rule);

describe('explainWhy', () => {
  it('all five hold for a matching student', () => {
    const result = explainWhy(base);
    expect(result.offered).toBe('holds');
    expect(result.verdicts.map((v) => v.state)).toEqual(['holds', 'holds', 'holds', 'holds', 'holds']);
  });
  it('names the grades when the grade rule fails', () => {
    const input = { ...base, student: { ...base.student, grade: { _id: g(11), name: '11' } } };
    expect(explainWhy(input).offered).toBe('fails');
    expect(state(input, 'grade')).toMatchObject({
      state: 'fails',
      reason: { code: 'gradeIs', values: { grade: '11', grades: '5–9' } },
    });
  });
  it('names the countries when the country rule fails', () => {
    const input = { ...base, exam: { ...base.exam, countries: ['az'] } };
    expect(state(input, 'country')).toMatchObject({
      state: 'fails',
      reason: { code: 'countryIs', values: { country: 'GEORGIA', countries: 'AZERBAIJAN' } },
    });
  });
  it('fails the sitting rule on an application for the same category and sitting', () => {
    const input: WhyInput = {
      ...base,
      applications: { known: true, list: [{ _id: 'a1', session: 's1', category: 'c1' }] },
    };
    expect(state(input, 'sitting')).toMatchObject({ state: 'fails', reason: { code: 'clash' } });
  });
  it('says unknown instead of guessing when the API gives no fact', () => {
    const input: WhyInput = {
      ...base,
      session: null,
      listedAsOpen: false,
      languageName: null,
      applications: { known: false, neverSignedIn: false, reason: 'Could not be read.' },
    };
    const result = explainWhy(input);
    expect(result.offered).toBe('unknown');
    expect(state(input, 'open')?.state).toBe('unknown');
    expect(state(input, 'language')?.state).toBe('unknown');
    expect(state(input, 'sitting')).toMatchObject({
      state: 'unknown',
      reason: { code: 'applicationsUnknown', values: { reason: 'Could not be read.' } },
    });
  });
  it('hands the failed read of the applications to the page, to word in its reader’s language', () => {
    const failure = {
      message: 'The Partner API is busy or paused. Try again shortly.',
      say: { key: 'partner.unavailable' as const },
    };
    const input: WhyInput = {
      ...base,
      applications: { known: false, neverSignedIn: false, reason: 'Could not be read.', error: failure },
    };
    expect(state(input, 'sitting')).toMatchObject({
      state: 'unknown',
      reason: { code: 'applicationsUnknown', failure },
    });
  });
  it('takes listExams as proof of rule 1 when the date is unknown; a student never signed in holds no application', () => {
    const input: WhyInput = { ...base, session: null, applications: { known: false, neverSignedIn: true, reason: '' } };
    expect(state(input, 'open')?.state).toBe('holds');
    expect(state(input, 'sitting')?.state).toBe('holds');
  });
  it('fails rule 1 for an inactive category even without a date', () => {
    const input: WhyInput = { ...base, session: null, category: { _id: 'c1', name: 'Old', isActive: false } };
    expect(state(input, 'open')).toMatchObject({ state: 'fails', reason: { code: 'categoryInactive' } });
  });
  it('dates a sitting that has started', () => {
    const input: WhyInput = { ...base, now: new Date('2030-02-01T00:00:00.000Z') };
    expect(state(input, 'open')).toMatchObject({
      state: 'fails',
      reason: { code: 'sittingStarted', date: '2030-01-01T06:00:00.000Z' },
    });
  });
});
