import { describe, expect, it } from 'vitest';
import { paymentLabel, priceLabel } from './price';

describe('priceLabel', () => {
  it('tells free, priced and not priced apart', () => {
    expect(priceLabel(0)).toEqual({ kind: 'free', text: 'Free' });
    expect(priceLabel(25)).toEqual({ kind: 'priced', text: 'Price 25' });
    expect(priceLabel(12.5)).toEqual({ kind: 'priced', text: 'Price 12.50' });
    expect(priceLabel(undefined)).toEqual({ kind: 'unpriced', text: 'Not priced' });
  });
});

describe('paymentLabel', () => {
  it('says no payment when absent and flags an unresolvable one', () => {
    expect(paymentLabel(undefined).text).toBe('No payment');
    expect(paymentLabel(null).text).toBe('Payment record not found');
  });
  it('names status and amount, free for 0', () => {
    expect(paymentLabel({ status: 'paid', amount: 0 })).toEqual({ text: 'Paid, free', tone: 'success' });
    expect(paymentLabel({ status: 'pending', amount: 25 })).toEqual({ text: 'Pending, amount 25', tone: 'warning' });
    expect(paymentLabel({ status: 'refunded', amount: 5 }).tone).toBe('neutral');
  });
});
