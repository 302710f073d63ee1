/**
 * Prices and payments (spec §2): an exam's `price` absent means nobody priced it, 0 means free, and the
 * API gives no currency. A payment's `amount` is 0 for a free exam.
 */

export type PriceKind = 'free' | 'priced' | 'unpriced';

export interface PriceLabel {
  kind: PriceKind;
  text: string;
}

/** Three different things: free (0), a price, and "not priced" (absent). */
export function priceLabel(price: number | null | undefined): PriceLabel {
  if (price === undefined || price === null) return { kind: 'unpriced', text: 'Not priced' };
  if (price === 0) return { kind: 'free', text: 'Free' };
  return { kind: 'priced', text: `Price ${formatAmount(price)}` };
}

/** `25` -> `25`, `12.5` -> `12.50`; no currency (the API gives none). */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

export interface PaymentLabel {
  text: string;
  tone: 'neutral' | 'success' | 'warning' | 'danger';
}

/** A resolved payment: absent = no payment; null = the reference no longer resolves. */
export function paymentLabel(payment: { status: string; amount: number } | null | undefined): PaymentLabel {
  if (payment === undefined) return { text: 'No payment', tone: 'neutral' };
  if (payment === null) return { text: 'Payment record not found', tone: 'warning' };
  const amount = payment.amount === 0 ? 'free' : `amount ${formatAmount(payment.amount)}`;
  const status = payment.status.charAt(0).toUpperCase() + payment.status.slice(1);
  const tone =
    payment.status === 'paid'
      ? 'success'
      : payment.status === 'pending'
        ? 'warning'
        : payment.status === 'canceled'
          ? 'danger'
          : 'neutral';
  return { text: `${status}, ${amount}`, tone };
}
