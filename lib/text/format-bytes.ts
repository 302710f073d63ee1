/** A size for people: `512 B`, `1.5 KB`, `50 MB` (1024-based); '' when unknown (a file still uploading). */
export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined || !Number.isFinite(size) || size < 0) return '';
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${rounded} ${units[unit]}`;
}
