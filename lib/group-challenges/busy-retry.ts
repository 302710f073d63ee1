/**
 * A busy group (503, `details.reason` = `busy`) has written nothing and asks to be asked again
 * (spec §4.7). The API client already retries inside one server action; the browser then tries again a
 * few more times, showing "retrying…", before it gives up with a message (`challengeReasons.retrying`, `gaveUp`).
 */
export const BUSY_RETRY_LIMIT = 3;

/** Milliseconds to wait before browser retry `attempt` (1-based), or null when it is time to give up. */
export function busyRetryDelay(attempt: number, retryAfterSeconds?: number): number | null {
  if (attempt > BUSY_RETRY_LIMIT) return null;
  const seconds =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? retryAfterSeconds
      : 1;
  return Math.min(seconds, 10) * 1000;
}
