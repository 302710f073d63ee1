import { formatTimeLeft, type UnitWords } from '@/lib/format/time-left';

/** Where "now" lies against a challenge window `[windowStart, windowEnd)` (the sandbox's reading of §4.7). */
export type WindowPhase = 'not_started' | 'open' | 'ended' | 'unknown';

export interface WindowState {
  phase: WindowPhase;
  /** Milliseconds to the next boundary (the start before it opens, the end while open); null otherwise. */
  remainingMs: number | null;
}

export function windowState(
  nowMs: number,
  windowStart: string | null | undefined,
  windowEnd: string | null | undefined,
): WindowState {
  const start = windowStart ? Date.parse(windowStart) : Number.NaN;
  const end = windowEnd ? Date.parse(windowEnd) : Number.NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) return { phase: 'unknown', remainingMs: null };
  if (nowMs < start) return { phase: 'not_started', remainingMs: start - nowMs };
  if (nowMs < end) return { phase: 'open', remainingMs: end - nowMs };
  return { phase: 'ended', remainingMs: null };
}

/** The countdown line of a challenge: `Closes in 3 days 2 hours`, `Opens in …`, `Window ended`. */
export interface WindowWords {
  opensIn: (left: string) => string;
  closesIn: (left: string) => string;
  ended: string;
  notSet: string;
  units?: UnitWords;
}

const englishWindow: WindowWords = {
  opensIn: (left) => `Opens in ${left}`,
  closesIn: (left) => `Closes in ${left}`,
  ended: 'Window ended',
  notSet: 'Window not set',
};

export function describeWindow(
  nowMs: number,
  windowStart: string | null | undefined,
  windowEnd: string | null | undefined,
  words: WindowWords = englishWindow,
): string {
  const state = windowState(nowMs, windowStart, windowEnd);
  const left = () => formatTimeLeft(state.remainingMs ?? 0, words.units);
  switch (state.phase) {
    case 'not_started':
      return words.opensIn(left());
    case 'open':
      return words.closesIn(left());
    case 'ended':
      return words.ended;
    default:
      return words.notSet;
  }
}

/** How often a countdown needs to tick: every second in its last hour, every 30 s before. */
export function tickInterval(remainingMs: number | null): number {
  return remainingMs !== null && remainingMs < 3_600_000 ? 1000 : 30_000;
}
