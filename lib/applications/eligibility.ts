import { formatAmount } from '@/lib/exams/price';

/**
 * What may be done with an application, before anything is sent (spec §2 "Application", "Payment",
 * §4.6, §4.8). The API still decides; these rules let the console disable and explain beforehand.
 */

export interface ApplicationFacts {
  participated: boolean;
  examSubmitted?: boolean;
  /** Resolved payment: absent = none, null = does not resolve. */
  payment?: { status: string; amount: number } | null;
}

/** Why a move or delete is allowed or not, worded by the reader's language (`eligibility` messages). */
export type DecisionReason =
  'handedIn' | 'started' | 'paidSamePrice' | 'unpaidFollows' | 'paidNoDelete' | 'deleteCancels';

export interface Decision {
  allowed: boolean;
  reason: DecisionReason;
  /** The paid amount, for the reasons that name it. */
  amount?: string;
}

/** A payment that is paid with an amount above 0: no delete, moves only to the same price. */
export function paidAmount(app: ApplicationFacts): number | null {
  const p = app.payment;
  return p && p.status === 'paid' && p.amount > 0 ? p.amount : null;
}

export function canMove(app: ApplicationFacts): Decision {
  if (app.examSubmitted) return { allowed: false, reason: 'handedIn' };
  if (app.participated) return { allowed: false, reason: 'started' };
  const paid = paidAmount(app);
  if (paid !== null) return { allowed: true, reason: 'paidSamePrice', amount: formatAmount(paid) };
  return { allowed: true, reason: 'unpaidFollows' };
}

export function canDelete(app: ApplicationFacts): Decision {
  const paid = paidAmount(app);
  if (paid !== null) return { allowed: false, reason: 'paidNoDelete', amount: formatAmount(paid) };
  return { allowed: true, reason: 'deleteCancels' };
}

export interface MoveCandidate {
  examId: string;
  price?: number | undefined;
}

/** Candidates a move may go to: not the current exam, and for a paid application only the same price. */
export function moveTargets<T extends MoveCandidate>(
  app: ApplicationFacts & { examId: string | null },
  candidates: readonly T[],
): T[] {
  if (!canMove(app).allowed) return [];
  const paid = paidAmount(app);
  const seen = new Set<string>();
  return candidates.filter((c) => {
    if (c.examId === app.examId || seen.has(c.examId)) return false;
    seen.add(c.examId);
    return paid === null || c.price === paid;
  });
}
