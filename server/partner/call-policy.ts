import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { currentActor } from './actor-context';

/** How the Partner API calls of a piece of work wait for their rate window (server/partner/rate-budget.ts). */
export interface CallPolicy {
  /** A person's calls get a free place before any background call; default: 'person' when an actor is set. */
  priority: 'person' | 'background';
  /** The longest a call may wait for a place; beyond it the call fails at once with `budget_busy`. */
  maxWaitMs?: number;
  /**
   * Part of each operation's window these calls may use, from 0 to 1 (RateBudget's `share`): background work
   * that passes 0.5 leaves the other half to people. A call's own `share` option wins over it.
   */
  share?: number;
}

// One store for the process, like actor-context.ts: a Next build may load this module once per bundle layer.
const holder = globalThis as typeof globalThis & {
  __partnerCallPolicyStorage?: AsyncLocalStorage<Partial<CallPolicy>>;
};
const storage = (holder.__partnerCallPolicyStorage ??= new AsyncLocalStorage<Partial<CallPolicy>>());

/** Runs fn with this policy for every Partner API call inside it. Unset fields are inherited from an outer policy. */
export function withCallPolicy<T>(policy: Partial<CallPolicy>, fn: () => T): T {
  const merged: Partial<CallPolicy> = { ...storage.getStore() };
  if (policy.priority !== undefined) merged.priority = policy.priority;
  if (policy.maxWaitMs !== undefined) merged.maxWaitMs = policy.maxWaitMs;
  if (policy.share !== undefined) merged.share = policy.share;
  return storage.run(merged, fn);
}

/** The policy of the current call chain; without one, a call is a person's when it runs with an actor. */
export function currentCallPolicy(): CallPolicy {
  const set = storage.getStore();
  const priority = set?.priority ?? (currentActor() ? 'person' : 'background');
  return {
    priority,
    ...(set?.maxWaitMs === undefined ? {} : { maxWaitMs: Math.max(0, set.maxWaitMs) }),
    ...(set?.share === undefined ? {} : { share: set.share }),
  };
}
