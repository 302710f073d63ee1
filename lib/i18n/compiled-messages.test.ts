import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AbstractIntlMessages, RichTranslationValues } from 'next-intl';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import compileAndFormat from 'use-intl/format-message/compile';
import formatCompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { compiledMessages } from './compiled-messages';
import formatMessage from './format-message';
import az from './messages/az.json';
import en from './messages/en.json';
import ka from './messages/ka.json';
import ru from './messages/ru.json';

const catalogs = { en, ka, az, ru } as const;

function requestOptions(locale: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'Asia/Tbilisi' };
}

type Values = RichTranslationValues;

/** Values that reach every branch of a message: each select option, plural forms, a tag's chunks. */
function valueSets(message: string): Values[] {
  const base: Values = {};
  const variants: Values[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) base[e.value] = `«${e.value}»`;
      else if (e.type === TYPE.number) base[e.value] = 1234.5;
      else if (e.type === TYPE.date || e.type === TYPE.time) base[e.value] = new Date('2026-11-27T08:05:00Z');
      else if (e.type === TYPE.tag) {
        base[e.value] = (chunks) => `<${e.value}>${[chunks].flat().join('')}</${e.value}>`;
        walk(e.children);
      } else if (e.type === TYPE.select) {
        base[e.value] = 'other';
        for (const [key, option] of Object.entries(e.options)) {
          variants.push({ [e.value]: key });
          walk(option.value);
        }
      } else if (e.type === TYPE.plural) {
        base[e.value] = 2;
        for (const n of [0, 1, 2, 5, 21]) variants.push({ [e.value]: n });
        for (const option of Object.values(e.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [base, ...variants.map((v) => ({ ...base, ...v }))];
}

function* messagesOf(messages: AbstractIntlMessages, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(messages))
    if (typeof value === 'string') yield [`${prefix}${key}`, value];
    else yield* messagesOf(value, `${prefix}${key}.`);
}

const at = (messages: AbstractIntlMessages, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as AbstractIntlMessages)[part], messages);

describe('messages compiled for the browser', () => {
  for (const [locale, catalog] of Object.entries(catalogs)) {
    it(`say in ${locale} what use-intl's ICU formatting says, in the browser and as the server renders them`, () => {
      const compiled = compiledMessages(catalog);
      let checked = 0;
      for (const [key, message] of messagesOf(catalog)) {
        const compiledMessage = at(compiled, key) as string;
        for (const values of valueSets(message)) {
          // use-intl's own path: the ICU parser and intl-messageformat.
          const expected = compileAndFormat(key, message, values, requestOptions(locale));
          expect(formatCompiled(key, compiledMessage, values, requestOptions(locale)), key).toEqual(expected);
          expect(formatMessage(key, compiledMessage, values, requestOptions(locale)), key).toEqual(expected);
          expect(formatMessage(key, message, values, requestOptions(locale)), key).toEqual(expected);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1500);
    });
  }

  it('keeps a plain message a string, and marks one whose text the compiler changed', () => {
    const compiled = compiledMessages({
      plain: 'Students',
      escaped: "Use '{'name'}' here",
      count: '{n, plural, other {# rows}}',
    });
    expect(compiled.plain).toBe('Students');
    expect(compiled.escaped).toEqual(['Use {name} here']);
    expect(Array.isArray(compiled.count)).toBe(true);
    expect(formatMessage('escaped', compiled.escaped as string, undefined, requestOptions('en'))).toBe(
      'Use {name} here',
    );
  });

  it('are plain data, as a server component may give a client component', () => {
    const plain = (value: unknown): boolean =>
      value === null ||
      typeof value !== 'object' ||
      ((Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) &&
        Object.values(value).every(plain));
    for (const catalog of Object.values(catalogs)) expect(plain(compiledMessages(catalog))).toBe(true);
  });

  it('compiles each namespace once', () => {
    expect(compiledMessages(en.signIn)).toBe(compiledMessages(en.signIn));
  });
});
