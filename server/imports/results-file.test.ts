import { describe, expect, it } from 'vitest';
import { leftOutOutcome, outcomeOf } from './results-file';

const row = (chunkStatus: string, result: Parameters<typeof outcomeOf>[0]['result']) => ({
  fileRow: 2,
  cells: ['Nino'],
  email: 'nino@example.test',
  chunkIndex: 0,
  chunkStatus,
  result,
});

describe('a row’s outcome in the result file', () => {
  it('gives the console’s own words as notes to word, and keeps the API’s words as they came', () => {
    expect(outcomeOf(row('queued', null))).toEqual({ status: 'pending', note: { code: 'notSentYet' } });
    expect(outcomeOf(row('cancelled', null))).toEqual({ status: 'cancelled', note: { code: 'importCancelled' } });
    expect(outcomeOf(row('failed', { status: 'pending' }))).toEqual({
      status: 'failed',
      note: { code: 'chunkFailed' },
    });
    expect(
      outcomeOf(
        row('failed', { status: 'not_registered', note: { code: 'chunkRefused' }, error: 'Not registered: …' }),
      ),
    ).toEqual({ status: 'not_registered', note: { code: 'chunkRefused' } });
    expect(outcomeOf(row('failed', { status: 'rejected', error: 'School: school is not a known school.' }))).toEqual({
      status: 'rejected',
      error: 'School: school is not a known school.',
    });
    expect(outcomeOf(row('succeeded', { status: 'registered', studentId: 'id1', username: 'GE1' }))).toEqual({
      status: 'registered',
      studentId: 'id1',
      username: 'GE1',
    });
  });

  it('a row registered one by one: registered in a part that ended short, being sent, refused with the API’s words', () => {
    expect(outcomeOf(row('failed', { status: 'registered', studentId: 'id2', username: 'GE2' }))).toEqual({
      status: 'registered',
      studentId: 'id2',
      username: 'GE2',
    });
    expect(outcomeOf(row('running', { status: 'sending' }))).toEqual({
      status: 'pending',
      note: { code: 'beingSent' },
    });
    expect(outcomeOf(row('failed', { status: 'rejected', error: 'Email is already registered.' }))).toEqual({
      status: 'rejected',
      error: 'Email is already registered.',
    });
    expect(outcomeOf(row('cancelled', { status: 'cancelled', note: { code: 'importCancelled' } }))).toEqual({
      status: 'cancelled',
      note: { code: 'importCancelled' },
    });
  });

  it('a row removed during review: its problems, also from a job stored with the English words before them', () => {
    expect(leftOutOutcome({ fileRow: 3, cells: [], reason: 'Sex: sex must be one of m, f, n' })).toEqual({
      status: 'left_out',
      note: { code: 'removed', problems: 'Sex: sex must be one of m, f, n' },
    });
    expect(leftOutOutcome({ fileRow: 3, cells: [], reason: 'Removed during review: Sex: bad' })).toEqual({
      status: 'left_out',
      note: { code: 'removed', problems: 'Sex: bad' },
    });
    expect(leftOutOutcome({ fileRow: 3, cells: [], reason: 'Removed during review.' })).toEqual({
      status: 'left_out',
      note: { code: 'removed' },
    });
    expect(leftOutOutcome({ fileRow: 3, cells: [], reason: '' })).toEqual({
      status: 'left_out',
      note: { code: 'removed' },
    });
  });
});
