import 'server-only';
import { foldHeaders, type BudgetKey, type BudgetState, type BudgetStore } from './rate-budget-store';

/** The budget of one console process. */
export function memoryBudgetStore(): BudgetStore {
  const states = new Map<string, BudgetState & { observed: boolean }>();
  const id = (key: BudgetKey) => `${key.accountKey}\u0000${key.operation}`;
  const get = (key: BudgetKey) => {
    let s = states.get(id(key));
    if (!s) {
      s = {
        accountKey: key.accountKey,
        operation: key.operation,
        limit: key.limit,
        remaining: key.limit,
        windowEndsAt: null,
        pausedUntil: null,
        observed: false,
      };
      states.set(id(key), s);
    }
    return s;
  };

  return {
    async take(key, now, floor) {
      const s = get(key);
      if (s.pausedUntil !== null) {
        if (now < s.pausedUntil) return { ok: false, retryAt: s.pausedUntil };
        Object.assign(s, { pausedUntil: null, windowEndsAt: null, remaining: s.limit });
      }
      if (s.windowEndsAt === null || now >= s.windowEndsAt) {
        s.windowEndsAt = now + key.windowMs;
        s.remaining = s.limit;
      }
      if (s.remaining - 1 < floor) return { ok: false, retryAt: s.windowEndsAt };
      s.remaining -= 1;
      return { ok: true, probe: !s.observed };
    },
    async observe(key, now, headers, sentAt) {
      const s = get(key);
      Object.assign(s, foldHeaders(s, key, now, headers, sentAt), { observed: true });
    },
    async refund(key) {
      const s = get(key);
      if (s.remaining < s.limit) s.remaining += 1;
    },
    async pause(key, until) {
      const s = get(key);
      s.pausedUntil = Math.max(s.pausedUntil ?? 0, until);
      s.observed = true;
    },
    async snapshot(accountKey) {
      return [...states.values()]
        .filter((s) => s.accountKey === accountKey)
        .map(({ observed: _observed, ...s }) => ({ ...s }));
    },
  };
}
