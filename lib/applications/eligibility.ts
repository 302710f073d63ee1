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

export interface Decision {
  allowed: boolean;
  reason: string;
}

/** A payment that is paid with an amount above 0: no delete, moves only to the same price. */
export function paidAmount(app: ApplicationFacts): number | null {
  const p = app.payment;
  return p && p.status === 'paid' && p.amount > 0 ? p.amount : null;
}

export function canMove(app: ApplicationFacts): Decision {
  if (app.examSubmitted)
    return {
      allowed: false,
      reason: 'The student has handed this exam in, so the application can no longer be moved.',
    };
  if (app.participated)
    return { allowed: false, reason: 'The student has started this exam, so the application can no longer be moved.' };
  const paid = paidAmount(app);
  if (paid !== null) {
    return {
      allowed: true,
      reason: `It is paid (amount ${formatAmount(paid)}), so it can move only to an exam of the same price.`,
    };
  }
  return { allowed: true, reason: 'An unpaid payment follows the new exam: its amount becomes that exam’s price.' };
}

export function canDelete(app: ApplicationFacts): Decision {
  const paid = paidAmount(app);
  if (paid !== null) {
    return {
      allowed: false,
      reason: `It is paid (amount ${formatAmount(paid)}) and the Partner API never refunds, so a paid application cannot be deleted. Move it to an exam of the same price instead.`,
    };
  }
  return { allowed: true, reason: 'Deleting removes the application; a pending payment is cancelled.' };
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
