import type { _createCache, _createIntlFormatters } from 'use-intl/core';
import { withCountsAsWritten } from './plural-counts';

type IntlCache = ReturnType<typeof _createCache>;
type Formatters = ReturnType<typeof _createIntlFormatters>;

/** What use-intl keeps per request (compiled messages, Intl objects), here kept per language and time zone. */
export interface SharedIntl {
  cache: IntlCache;
  formatters: Formatters;
}

/** Languages × zones in use at once; past it the least recently used pair is dropped (and made again if needed). */
const maxPairs = 64;
const pairs = new Map<string, SharedIntl>();

/** Memoizes a constructor by its arguments, as use-intl's own formatters do (their options decide the result). */
function memoized<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

function makeShared(): SharedIntl {
  const cache: IntlCache = {
    dateTime: {},
    number: {},
    message: {},
    relativeTime: {},
    pluralRules: {},
    list: {},
    displayNames: {},
  };
  const formatters: Formatters = withCountsAsWritten({
    getDateTimeFormat: memoized((...args) => new Intl.DateTimeFormat(...args)),
    getNumberFormat: memoized((...args) => new Intl.NumberFormat(...args)),
    getPluralRules: memoized((...args) => new Intl.PluralRules(...args)),
    getRelativeTimeFormat: memoized((...args) => new Intl.RelativeTimeFormat(...args)),
    getListFormat: memoized((...args) => new Intl.ListFormat(...args)),
    getDisplayNames: memoized((...args) => new Intl.DisplayNames(...args)),
  });
  return { cache, formatters };
}

/**
 * The compiled messages and Intl objects of one language and time zone, shared by every request (issue 36). next-intl
 * and use-intl make them afresh for each request (a server render and each client provider's render), so every
 * message with values was parsed again per view. A compiled message depends only on its text, the language and the
 * formats (the zone is part of them), all in use-intl's cache key, so sharing one per language and zone is safe.
 */
export function sharedIntl(locale: string, timeZone: string | undefined): SharedIntl {
  const key = `${locale}\u0000${timeZone ?? ''}`;
  let shared = pairs.get(key);
  if (shared) {
    pairs.delete(key);
  } else {
    shared = makeShared();
    if (pairs.size >= maxPairs) pairs.delete(pairs.keys().next().value as string);
  }
  pairs.set(key, shared);
  return shared;
}
