import { describe, expect, it } from 'vitest';
import { applyOutcome } from './apply-outcome';

const ctx = { studentHasGrade: true };

describe('applyOutcome', () => {
  it('tells 201 and 200 apart', () => {
    expect(applyOutcome({ ok: true, data: { created: true, applicationId: 'a', requestId: 'r' } }, ctx)).toMatchObject({
      kind: 'applied',
      applicationId: 'a',
    });
    expect(applyOutcome({ ok: true, data: { created: false, applicationId: 'a', requestId: 'r' } }, ctx)).toMatchObject(
      { kind: 'already' },
    );
  });
  it('an unknown rule name in details is another refusal, said with the API message', () => {
    expect(
      applyOutcome({ ok: false, error: { message: 'no', status: 400, details: { rule: 'moon' } } }, ctx),
    ).toMatchObject({
      reason: 'other',
      message: 'no',
    });
  });
  it('reads the rule from details, never from the message', () => {
    const out = applyOutcome(
      { ok: false, error: { message: 'whatever', status: 400, details: { rule: 'grade' }, requestId: 'r1' } },
      ctx,
    );
    expect(out).toMatchObject({
      kind: 'refused',
      reason: 'rule',
      requestId: 'r1',
      rule: 'grade',
      message: 'whatever',
    });
  });
  it('a 409 without a rule is a student who never signed in', () => {
    expect(applyOutcome({ ok: false, error: { message: 'm', status: 409 } }, ctx)).toMatchObject({
      reason: 'not-signed-in',
      message: 'm',
    });
  });
  it('a 400 for a student with no grade points at the grade', () => {
    expect(applyOutcome({ ok: false, error: { message: 'm', status: 400 } }, { studentHasGrade: false })).toMatchObject(
      { reason: 'no-grade' },
    );
    expect(applyOutcome({ ok: false, error: { message: 'Boom', status: 500 } }, ctx)).toMatchObject({
      reason: 'other',
      message: 'Boom',
    });
  });
});
