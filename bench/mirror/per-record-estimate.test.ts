import { describe, expect, it } from 'vitest';
import { perRecordEstimate } from './per-record-estimate';

describe('the per-record estimate', () => {
  const shape = { students: 1000, activatedPairs: 2500, signedInPairs: 1600 };

  it('counts the current 2-call card plus getStudent, and the busiest operation decides the time', () => {
    const e = perRecordEstimate(shape, { perMinute: 50, card: 'current' });
    expect(e.byOperation).toEqual({ getStudent: 1000, getOrgStudent: 2500, listStudentApplications: 1600 });
    expect(e.calls).toBe(5100);
    expect(e.slowest).toBe('getOrgStudent');
    expect(e.minutes).toBe(50);
  });

  it('the old 4-call card adds certificates and reports per signed-in pair, not time', () => {
    const e = perRecordEstimate(shape, { perMinute: 50, card: 'old' });
    expect(e.calls).toBe(5100 + 2 * 1600);
    expect(e.byOperation.listStudentReports).toBe(1600);
    expect(e.minutes).toBe(50);
  });

  it('a full share halves the time', () => {
    expect(perRecordEstimate(shape, { perMinute: 100, card: 'current' }).minutes).toBe(25);
    expect(() => perRecordEstimate(shape, { perMinute: 0, card: 'current' })).toThrow(RangeError);
  });
});
