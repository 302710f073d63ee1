import { foldText } from '@/lib/directory/fold';
import { formerTimeZoneIds, knownTimeZones } from '@/lib/i18n/time-zones';

/** One zone of the language and time zone menu, named in the reader's language; plain JSON. */
export interface TimeZoneChoice {
  /** The IANA id, as saved (its current name: `Europe/Kyiv`). */
  id: string;
  /** Its offset from UTC now: `GMT+4`, `GMT-3:30`, `GMT+0`. */
  offset: string;
  /** Where, in the reader's language: the country, or the city where a country has several zones ("Ukraine",
   * "New York"); null when the name already says it, or for UTC. */
  place: string | null;
  /** The zone's name in the reader's language ("Eastern European Time"); null for UTC, which the console words. */
  name: string | null;
  /** Older ids of the zone (`Europe/Kiev`), searched but not shown. */
  formerIds: string[];
}

/** Long before the zones' shared names (metazones) begin, ICU names a zone by where it is: "Ukraine Time". */
const longAgo = new Date(Date.UTC(1900, 0, 1));

function zoneName(locale: string, timeZone: string, date: Date, style: 'longGeneric' | 'shortOffset'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** Minutes east of UTC from an en-US short offset ("GMT+5:30", "GMT-3", "GMT"). */
function offsetMinutes(timeZone: string, date: Date): number {
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(zoneName('en-US', timeZone, date, 'shortOffset'));
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The words the language's location format wraps round a place ("{0} Time", "დრო: {0}", "{0} Vaxtı"): a first or
 * last word that nearly every zone's location name shares.
 */
function locationPattern(names: readonly string[]): { prefix: string | null; suffix: string | null } {
  const mostShared = (words: string[]) => {
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    const [word, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    return word && count >= names.length * 0.9 ? word : null;
  };
  const split = names.map((name) => name.split(' ')).filter((words) => words.length > 1);
  return { prefix: mostShared(split.map((w) => w[0]!)), suffix: mostShared(split.map((w) => w.at(-1)!)) };
}

function placeOf(location: string, pattern: { prefix: string | null; suffix: string | null }): string {
  let place = location;
  if (pattern.prefix && place.startsWith(`${pattern.prefix} `)) place = place.slice(pattern.prefix.length + 1);
  if (pattern.suffix && place.endsWith(` ${pattern.suffix}`)) place = place.slice(0, -pattern.suffix.length - 1);
  return place.trim();
}

/**
 * Every zone this runtime knows, named in `locale` with the platform's Intl (server-side: the browser's Intl may
 * lack a language's names, as Debian's Chromium lacks Georgian): its offset now, its name ("Eastern European
 * Time") and where it is ("Ukraine", "New York"). Sorted west to east, then by place in the language's order;
 * UTC first.
 */
export function timeZoneChoices(locale: string, now: Date = new Date()): TimeZoneChoice[] {
  const zones = knownTimeZones().filter((id) => id !== 'UTC');
  const locations = zones.map((id) => zoneName(locale, id, longAgo, 'longGeneric'));
  const pattern = locationPattern(locations);
  const collator = new Intl.Collator(locale);
  const named = zones.map((id, i) => {
    const minutes = offsetMinutes(id, now);
    const name = zoneName(locale, id, now, 'longGeneric');
    const place = placeOf(locations[i]!, pattern);
    const said = place === '' || place === name || foldText(name).includes(foldText(place));
    return {
      minutes,
      sortKey: place || name,
      choice: { id, offset: offsetText(minutes), place: said ? null : place, name, formerIds: formerTimeZoneIds(id) },
    };
  });
  named.sort(
    (a, b) => a.minutes - b.minutes || collator.compare(a.sortKey, b.sortKey) || a.choice.id.localeCompare(b.choice.id),
  );
  const utc: TimeZoneChoice = { id: 'UTC', offset: offsetText(0), place: null, name: null, formerIds: [] };
  return [utc, ...named.map((n) => n.choice)];
}

/** What a search of the menu matches: the zone's words as shown, its id (`America/New_York`) and older ids. */
export function timeZoneSearchText(choice: TimeZoneChoice, label: string): string {
  return foldText([label, choice.id, ...choice.formerIds].join(' ').replace(/[_/]/g, ' '));
}

/** Whether a folded search text holds every word of what the person typed ("new york", "gmt+4", "kiev"). */
export function matchesTimeZoneSearch(searchText: string, query: string): boolean {
  const words = foldText(query.replace(/[_/]/g, ' ')).split(' ').filter(Boolean);
  return words.every((word) => searchText.includes(word));
}
