import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages at `paths` (`'ns'`, `'ns.group'`, `'ns.group.key'`) and nothing else, each in its place. A path the
 * catalog does not hold is left out (next-intl then names the key, as it would for a missing message).
 */
export function pickMessages(all: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: AbstractIntlMessages | string | undefined = all;
    for (const key of keys) from = typeof from === 'object' ? from[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      into = into[key] = typeof next === 'object' ? next : {};
    }
    into[keys.at(-1)!] = from;
  }
  return picked;
}

/**
 * `more` laid over `base`, group by group: a page's messages of a namespace join the layout's of the same one.
 * A message (a string, or a compiled message's array) is never merged into.
 */
export function mergeMessages(base: AbstractIntlMessages, more: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const under = merged[key];
    merged[key] = isGroup(under) && isGroup(value) ? mergeMessages(under, value) : value;
  }
  return merged;
}

const isGroup = (value: unknown): value is AbstractIntlMessages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
