import 'server-only';
import { timeZoneChoices, type TimeZoneChoice } from '@/lib/format/time-zone-names';

/** Offsets change with summer time, so a language's list is made again after an hour. */
const keepMs = 60 * 60 * 1000;
const made = new Map<string, { at: number; choices: TimeZoneChoice[] }>();

/**
 * Every zone named in the reader's language, made here rather than in the browser: Node's Intl has every language's
 * zone names, a browser's may not (Debian's Chromium names Georgian and Azerbaijani zones in English).
 */
export function timeZoneChoicesFor(locale: string, now = Date.now()): TimeZoneChoice[] {
  const kept = made.get(locale);
  if (kept && now - kept.at < keepMs) return kept.choices;
  const choices = timeZoneChoices(locale, new Date(now));
  made.set(locale, { at: now, choices });
  return choices;
}
