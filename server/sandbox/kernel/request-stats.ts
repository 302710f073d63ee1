import type { OperationId } from '@/lib/partner-api/operations';

/** Requests of one account on one operation: how many were answered, and how many of those were 429. */
export interface OperationTally {
  requests: number;
  tooManyRequests: number;
}

/**
 * What the sandbox answered since it started (kept in memory only: not persisted, not cleared by a reset),
 * per account and operation. Only requests whose token was accepted are counted (an account is known).
 */
export interface RequestStats {
  /** Real time the counting started. */
  since: string;
  /** Keyed `<accountId>:<operationId>`. */
  tallies: Map<string, OperationTally>;
}

export function createRequestStats(now = new Date()): RequestStats {
  return { since: now.toISOString(), tallies: new Map() };
}

export function recordRequest(stats: RequestStats, accountId: string, operationId: OperationId, status: number): void {
  const key = `${accountId}:${operationId}`;
  const tally = stats.tallies.get(key) ?? { requests: 0, tooManyRequests: 0 };
  tally.requests += 1;
  if (status === 429) tally.tooManyRequests += 1;
  stats.tallies.set(key, tally);
}
