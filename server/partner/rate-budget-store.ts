import 'server-only';
import type { ReadRows } from '@/server/db/rows-together';

/** One operation's budget of one partner account (spec §8: per account, per operation). */
export interface BudgetKey {
  accountKey: string;
  operation: string;
  /** From the operations table until the API's headers say otherwise. */
  limit: number;
  windowMs: number;
}

export interface BudgetState {
  accountKey: string;
  operation: string;
  limit: number;
  remaining: number;
  /** Epoch ms when the current window ends; null before the first request of a window. */
  windowEndsAt: number | null;
  /** Epoch ms until which the API refuses this operation after a 429; null when not paused. */
  pausedUntil: number | null;
}

/** What a counted answer said (spec §8.4): `X-RateLimit-Limit`, `-Remaining`, `-Reset` (seconds). */
export interface RateHeaders {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export type TakeResult =
  | { ok: true; /** nothing is known of the API's window yet: let this one request find out first */ probe: boolean }
  | { ok: false; retryAt: number };

/**
 * Where windows are kept: in memory (one console) or in the database (every console instance of
 * one account shares it). Each method is atomic for its key.
 */
export interface BudgetStore {
  /** Takes one request if the budget allows it while keeping `floor` requests back. */
  take(key: BudgetKey, now: number, floor: number): Promise<TakeResult>;
  /** Folds in the headers of a counted answer received at `now` to a request sent at `sentAt`. */
  observe(key: BudgetKey, now: number, headers: RateHeaders, sentAt?: number): Promise<void>;
  /** Gives back a request the API did not count (an answer without rate-limit headers). */
  refund(key: BudgetKey): Promise<void>;
  /** After a 429: the operation is refused until `until`; then a fresh window begins (spec §8.5). */
  pause(key: BudgetKey, until: number): Promise<void>;
  /** Every operation's state; `read` sends the database's query with the caller's others (rows-together.ts). */
  snapshot(accountKey: string, read?: ReadRows): Promise<BudgetState[]>;
}

/** Reads the three headers; null when the answer was not counted (they are absent). */
export function readRateHeaders(headers: Headers): RateHeaders | null {
  const limit = Number(headers.get('x-ratelimit-limit'));
  const remaining = Number(headers.get('x-ratelimit-remaining'));
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (!headers.has('x-ratelimit-remaining') || !Number.isFinite(remaining)) return null;
  return {
    limit: Number.isFinite(limit) && limit > 0 ? limit : NaN,
    remaining: Math.max(0, Math.floor(remaining)),
    resetSeconds: Number.isFinite(reset) && reset >= 0 ? reset : NaN,
  };
}

/**
 * How a counted answer moves a window; shared by both stores so they agree.
 * The header's window end `now + reset` is compared with ours: near it (or later by less than half a
 * window) it is the same window, so we keep the lower remaining and the later end (Reset is rounded
 * up, so the later end is the safe one); much later, the API already runs a newer window and we adopt
 * it; earlier, it is a late answer from a finished window and tells nothing — unless the request was
 * sent inside the window we assumed, which then began earlier at the API than we thought (a fresh
 * client's first answer, or another instance's requests): the API's end and remaining win.
 */
export function foldHeaders(
  state: BudgetState,
  key: BudgetKey,
  now: number,
  h: RateHeaders,
  sentAt?: number,
): BudgetState {
  const limit = Number.isFinite(h.limit) ? h.limit : state.limit;
  const end = now + (Number.isFinite(h.resetSeconds) ? h.resetSeconds * 1000 : key.windowMs);
  const half = key.windowMs / 2;
  if (state.windowEndsAt === null || end > state.windowEndsAt + half) {
    return { ...state, limit, remaining: h.remaining, windowEndsAt: end };
  }
  const sentInOurWindow = sentAt !== undefined && sentAt >= state.windowEndsAt - key.windowMs;
  if (sentInOurWindow && end <= state.windowEndsAt - half) {
    return { ...state, limit, remaining: Math.min(state.remaining, h.remaining), windowEndsAt: end };
  }
  if (end > state.windowEndsAt - half) {
    return {
      ...state,
      limit,
      remaining: Math.min(state.remaining, h.remaining),
      windowEndsAt: Math.max(state.windowEndsAt, end),
    };
  }
  return state;
}
