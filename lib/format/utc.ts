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

/** The UTC day and time apart, for narrow columns: `{ day: '2025-01-02', time: '13:45:07 UTC' }`. */
export function formatUtcParts(value: Date | string): { day: string; time: string } {
  const [day = '', time = ''] = formatUtc(value).split(' ');
  return { day, time: time ? `${time} UTC` : '' };
}
