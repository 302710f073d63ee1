import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * Messages as the browser gets them: each ICU message compiled on the server (icu-minify), so the browser formats
 * them without the ICU parser and intl-messageformat (use-intl's `format-only`, which next.config.mjs gives the
 * browser's bundles; lib/i18n/format-message.ts formats them when the server renders a client component). A plain
 * message stays a string. One whose text the compiler changed (an escaped `'{'`) becomes a one-part array, so that
 * a string here is always the message's own text. Kept per namespace object: the catalogs are loaded once per
 * language, so each namespace is compiled once.
 */
const compiled = new WeakMap<AbstractIntlMessages, AbstractIntlMessages>();

export function compiledMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  let result = compiled.get(messages);
  if (!result) {
    result = Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [
        key,
        typeof value === 'string' ? compiledOne(value) : compiledMessages(value),
      ]),
    ) as AbstractIntlMessages;
    compiled.set(messages, result);
  }
  return result;
}

/** One message as `compiledMessages` gives it: its text when plain, else its compiled parts (typed as a string). */
export function compiledOne(message: string): string {
  const made = compile(message);
  if (typeof made === 'string') return made === message ? made : ([made] as unknown as string);
  // As plain JSON: a client component's props take no object without a prototype (icu-minify's plural options).
  // The browser's formatter takes a compiled message as is; the type says string as next-intl's messages do.
  return JSON.parse(JSON.stringify(made)) as string;
}
