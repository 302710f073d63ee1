/**
 * Times on the console's log screens are shown in UTC, like the API's timestamps, so that server and
 * browser render the same text and support staff in different places read the same value.
 */
export function formatUtc(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** `1234` -> `1.23 s`, `87` -> `87 ms`. */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
