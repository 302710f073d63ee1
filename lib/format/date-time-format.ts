/**
 * A shared Intl.DateTimeFormat per locale and options. Making one costs far more than using one (V8 resolves the
 * locale and zone data each time), and a page formats hundreds of dates: a render made dozens of them per card.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Whether Intl knows this IANA zone (remembered per zone). */
const zones = new Map<string, boolean>();
export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      dateTimeFormat('en-GB', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(timeZone, known);
  }
  return known;
}
