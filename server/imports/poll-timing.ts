import 'server-only';

/** Longest wait between two reads of an import that takes long (a pause window, a slow day). */
export const maxPollMs = 10_000;

/**
 * The wait before the next read of an unfinished import: `pollMs` at first, then a tenth of the time it
 * has taken so far (at most `maxPollMs`), so that an import held for an hour (a pause window) costs
 * about 400 reads instead of 3,600, and its end is seen at most about a tenth of its time late.
 */
export function pollDelayMs(pollMs: number, elapsedMs: number): number {
  return Math.min(Math.max(pollMs, Math.floor(elapsedMs / 10)), Math.max(pollMs, maxPollMs));
}

/**
 * Reads fall on whole multiples of the delay after the send (1 s, 2 s, 3 s… with pollMs 1000) rather
 * than a delay after the last read ended, so the time a read and its step take is not added each time.
 * A slot less than a tenth of a delay away is skipped, so two reads never come back to back.
 */
export function untilNextPoll(pollMs: number, sinceSentMs: number): number {
  const delay = pollDelayMs(pollMs, sinceSentMs);
  const ms = delay - (sinceSentMs % delay);
  return ms < delay / 10 ? ms + delay : ms;
}
