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
  it('says what no source names, never guessing and never showing an id', () => {
    const d = describeExam({ session: 's9', category: 'c9', language: 'l9' }, categories, directory);
    expect(examTitle(d)).toBe(
      'category not named by the API · sitting not named by the API · language not named by the API',
    );
    expect(d.sitting).toBeNull();
  });
  it('names an unnamed sitting by its start in the organizer’s zone', () => {
    const dir = { ...directory, sittings: { s1: { ...directory.sittings.s1, sessionName: null } } };
    expect(describeExam({ session: 's1' }, categories, dir).sittingName).toBe('sitting of 1 Jan 2030, 10:00 GMT+4');
  });
  it('marks a make-up sitting', () => {
    const dir = { ...directory, sittings: { s2: { ...directory.sittings.s1, _id: 's2', relatedSession: 's1' } } };
    expect(describeExam({ session: 's2' }, categories, dir).makeUp).toBe(true);
  });
});
