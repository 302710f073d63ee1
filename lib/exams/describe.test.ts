import { describe, expect, it } from 'vitest';
import { describeExam, examTitle } from './describe';

const directory = {
  sittings: {
    s1: {
      _id: 's1',
      sessionName: 'Autumn round',
      date: '2030-01-01T06:00:00.000Z',
      startTime: '10:00',
      tz: 'Asia/Tbilisi',
      relatedSession: null,
      enableSimulation: true,
    },
  },
  languages: { l1: { _id: 'l1', name: 'English', code: 'en' } },
};
const categories = [{ _id: 'c1', name: 'Mathematics', isActive: true }];

describe('describeExam', () => {
  it('names what the sources name', () => {
    const d = describeExam({ session: 's1', category: 'c1', language: 'l1' }, categories, directory);
    expect(examTitle(d)).toBe('Mathematics · Autumn round · English');
    expect(d.makeUp).toBe(false);
    expect(d.categoryActive).toBe(true);
  });
  it('shows ids, never guesses, for what no source names', () => {
    const d = describeExam({ session: 's9', category: 'c9', language: 'l9' }, categories, directory);
    expect(examTitle(d)).toBe('category c9 · sitting s9 · language l9');
    expect(d.sitting).toBeNull();
  });
  it('marks a make-up sitting', () => {
    const dir = { ...directory, sittings: { s2: { ...directory.sittings.s1, _id: 's2', relatedSession: 's1' } } };
    expect(describeExam({ session: 's2' }, categories, dir).makeUp).toBe(true);
  });
});
