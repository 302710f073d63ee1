import { describe, expect, it } from 'vitest';
import { canDelete, canMove, moveTargets, paidAmount } from './eligibility';

const fresh = { participated: false, examSubmitted: false };

describe('canMove', () => {
  it('refuses once started or handed in', () => {
    expect(canMove({ ...fresh, participated: true })).toMatchObject({
      allowed: false,
      reason: 'started',
    });
    expect(canMove({ participated: true, examSubmitted: true })).toMatchObject({
      allowed: false,
      reason: 'handedIn',
    });
  });
  it('allows a paid one but says only the same price', () => {
    expect(canMove({ ...fresh, payment: { status: 'paid', amount: 25 } })).toMatchObject({
      allowed: true,
      reason: 'paidSamePrice',
      amount: '25',
    });
  });
});

describe('canDelete', () => {
  it('refuses only paid with an amount above 0', () => {
    expect(canDelete({ ...fresh, payment: { status: 'paid', amount: 25 } })).toMatchObject({
      allowed: false,
      reason: 'paidNoDelete',
      amount: '25',
    });
    expect(canDelete({ ...fresh, payment: { status: 'paid', amount: 0 } }).allowed).toBe(true);
    expect(canDelete({ ...fresh, payment: { status: 'pending', amount: 25 } }).allowed).toBe(true);
    expect(canDelete({ ...fresh, payment: { status: 'canceled', amount: 25 } }).allowed).toBe(true);
    expect(canDelete({ ...fresh }).allowed).toBe(true);
    expect(canDelete({ ...fresh, participated: true }).allowed).toBe(true);
  });
  it('paidAmount is null for anything but paid above 0', () => {
    expect(paidAmount({ ...fresh, payment: null })).toBeNull();
    expect(paidAmount({ ...fresh, payment: { status: 'paid', amount: 30 } })).toBe(30);
  });
});

describe('moveTargets', () => {
  const candidates = [
    { examId: 'a', price: 25 },
    { examId: 'b', price: 30 },
    { examId: 'c' },
    { examId: 'b', price: 30 },
    { examId: 'x', price: 25 },
  ];
  it('leaves out the current exam and duplicates', () => {
    expect(moveTargets({ ...fresh, examId: 'x' }, candidates).map((c) => c.examId)).toEqual(['a', 'b', 'c']);
  });
  it('keeps only the same price for a paid application', () => {
    expect(
      moveTargets({ ...fresh, examId: 'x', payment: { status: 'paid', amount: 25 } }, candidates).map((c) => c.examId),
    ).toEqual(['a']);
  });
  it('offers nothing once started', () => {
    expect(moveTargets({ participated: true, examId: 'x' }, candidates)).toEqual([]);
  });
});
