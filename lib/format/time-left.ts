/**
 * The console's one way to say how long until something happens (a challenge window, a sign-in link's
 * expiry, a make-up application's removal, an import's end): coarse when far, exact when near.
 * `21 days 3 hours`, `5 hours 12 minutes`, `4 minutes 09 seconds`, `3 minutes`, `12 seconds`.
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  if (minutes > 0)
    return seconds > 0
      ? `${unit(minutes, 'minute')} ${String(seconds).padStart(2, '0')} seconds`
      : unit(minutes, 'minute');
  return unit(seconds, 'second');
}

/** An estimate (an import's time left): whole minutes from a minute on, so it does not pretend to the second. */
export function formatEstimate(seconds: number): string {
  return formatTimeLeft(seconds < 60 ? Math.max(1, Math.round(seconds)) * 1000 : Math.round(seconds / 60) * 60_000);
}
