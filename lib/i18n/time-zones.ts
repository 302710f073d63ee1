/** Where a user has not chosen a zone and the browser has not told us its own yet. */
export const fallbackTimeZone = 'UTC';

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every zone this runtime knows, for the settings menu. */
export function knownTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}
