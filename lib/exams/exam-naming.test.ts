import { describe, expect, it } from 'vitest';
import { examNamingFor } from '@/lib/exams/exam-naming';
import type { ExamDirectory, SittingInfo } from '@/lib/exams/describe';

const sitting = (id: string, sessionName: string): SittingInfo => ({
  _id: id,
  sessionName,
  date: '2027-01-13T09:00:00.000Z',
  startTime: null,
  tz: 'Asia/Tbilisi',
  relatedSession: null,
  enableSimulation: false,
});

const directory: ExamDirectory = {
  sittings: { s1: sitting('s1', 'Autumn round'), s2: sitting('s2', 'Spring round') },
  languages: { l1: { _id: 'l1', name: 'English', code: 'en' }, l2: { _id: 'l2', name: 'Georgian', code: 'ka' } },
};
const categories = [
  { _id: 'c1', name: 'Mathematics', isActive: true, order: 1 },
  { _id: 'c2', name: 'Physics', isActive: false, order: 2 },
];

describe('examNamingFor', () => {
  it('keeps only the names the exams use', () => {
    const naming = examNamingFor([{ category: 'c1', session: 's2', language: 'l1' }], categories, directory);
    expect(naming).toEqual({
      categories: [{ _id: 'c1', name: 'Mathematics', isActive: true }],
      directory: { sittings: { s2: directory.sittings.s2 }, languages: { l1: directory.languages.l1 } },
    });
  });

  it('leaves out what no source names, so the page says it is unnamed', () => {
    const naming = examNamingFor(
      [{ category: 'gone', session: 'unknown', language: undefined }, {}],
      categories,
      directory,
    );
    expect(naming).toEqual({ categories: [], directory: { sittings: {}, languages: {} } });
  });

  it('does not take inherited keys for names', () => {
    const naming = examNamingFor([{ session: 'toString', language: 'constructor' }], categories, directory);
    expect(naming.directory).toEqual({ sittings: {}, languages: {} });
  });
});
