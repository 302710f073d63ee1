/**
 * Prices and payments (spec §2): an exam's `price` absent means nobody priced it, 0 means free, and the
 * API gives no currency. A payment's `amount` is 0 for a free exam.
 */

export type PriceKind = 'free' | 'priced' | 'unpriced';

export interface PriceLabel {
  kind: PriceKind;
  text: string;
}

/** Prices and payments in the reader's language. */
export interface PriceWords {
  free: string;
  notPriced: string;
  priced: (amount: string) => string;
  noPayment: string;
  paymentMissing: string;
  /** `status` is the API's word (paid, pending, canceled, or one the console does not know); `amount` null = free. */
  payment: (status: string, amount: string | null) => string;
}

export const englishPriceWords: PriceWords = {
  free: 'Free',
  notPriced: 'Not priced',
  priced: (amount) => `Price ${amount}`,
  noPayment: 'No payment',
  paymentMissing: 'Payment record not found',
  payment: (status, amount) =>
    `${status.charAt(0).toUpperCase() + status.slice(1)}, ${amount === null ? 'free' : `amount ${amount}`}`,
};

/** Three different things: free (0), a price, and "not priced" (absent). */
export function priceLabel(price: number | null | undefined, words: PriceWords = englishPriceWords): PriceLabel {
  if (price === undefined || price === null) return { kind: 'unpriced', text: words.notPriced };
  if (price === 0) return { kind: 'free', text: words.free };
  return { kind: 'priced', text: words.priced(formatAmount(price)) };
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
export function paymentLabel(
  payment: { status: string; amount: number } | null | undefined,
  words: PriceWords = englishPriceWords,
): PaymentLabel {
  if (payment === undefined) return { text: words.noPayment, tone: 'neutral' };
  if (payment === null) return { text: words.paymentMissing, tone: 'warning' };
  const text = words.payment(payment.status, payment.amount === 0 ? null : formatAmount(payment.amount));
  const tone =
    payment.status === 'paid'
      ? 'success'
      : payment.status === 'pending'
        ? 'warning'
        : payment.status === 'canceled'
          ? 'danger'
          : 'neutral';
  return { text, tone };
}
