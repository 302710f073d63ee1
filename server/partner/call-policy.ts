import 'server-only';
import { currentActor } from './actor-context';
import { isPartnerApiError } from './partner-api-error';

// Placeholder with the final API; the budget-fairness branch replaces this file.
export interface CallPolicy { priority: 'person' | 'background'; maxWaitMs?: number }
export function withCallPolicy<T>(_policy: Partial<CallPolicy>, fn: () => T): T {
  return fn();
}
export function currentCallPolicy(): CallPolicy {
  return { priority: currentActor() ? 'person' : 'background' };
}
export function isBudgetBusy(error: unknown): boolean {
  return isPartnerApiError(error) && error.code === 'budget_busy';
}
