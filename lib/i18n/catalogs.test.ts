import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';
import { locales } from './locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments ({count}, {email}, a plural's variable, a rich-text tag). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const english = flatten((await loadMessages('en')) as unknown as Tree);

describe.each(locales)('the %s catalog', async (locale) => {
  const catalog = flatten((await loadMessages(locale)) as unknown as Tree);

  it('has exactly the English keys', () => {
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty message', () => {
    expect([...catalog].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('parses every message and uses the same arguments as English', () => {
    for (const [key, text] of catalog) {
      const ours = argumentsOf(parse(text));
      const theirs = argumentsOf(parse(english.get(key) ?? ''));
      expect([...ours].sort(), key).toEqual([...theirs].sort());
    }
  });

  it("formats every plural with the language's own categories", () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, text] of catalog) {
      for (const element of parse(text)) {
        if (element.type !== TYPE.plural) continue;
        const missing = needed.filter((category) => category !== 'other' && !(category in element.options));
        expect(missing, `${key}: ${element.value}`).toEqual([]);
        const format = new IntlMessageFormat(text, locale);
        for (const n of [0, 1, 2, 5, 21])
          expect(() => format.format({ ...sampleValues(text), [element.value]: n }), key).not.toThrow();
      }
    }
  });
});

/** A value for each argument: text, and for a rich-text tag (<b>…</b>) a function, as next-intl's t.rich passes. */
function sampleValues(text: string): Record<string, unknown> {
  const tags = new Set<string>();
  const findTags = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.tag) {
        tags.add(element.value);
        findTags(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) findTags(option.value);
    }
  };
  findTags(parse(text));
  return Object.fromEntries(
    [...argumentsOf(parse(text))].map((name) => [name, tags.has(name) ? (chunks: unknown[]) => chunks.join('') : 'x']),
  );
}
