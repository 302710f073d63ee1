import compileAndFormat from 'use-intl/format-message/compile';
import formatCompiled from 'use-intl/format-message/format-only';
import type formatMessageType from 'use-intl/format-message';
import { compiledOne } from './compiled-messages';
import { sharedIntl } from './shared-intl-cache';

/**
 * Each message text compiled once for the process (icu-minify, as `compiled-messages.ts` compiles the browser's):
 * the texts are the catalogs' (four languages, and the pseudo-language in tests), so this stays small; past the
 * limit it starts again.
 */
const maxCompiled = 50_000;
const compiledByText = new Map<string, string>();

/** How many message texts are held compiled (for the tests). */
export const compiledTextCount = () => compiledByText.size;

function compiledOf(message: string): string {
  let compiled = compiledByText.get(message);
  if (compiled === undefined) {
    if (compiledByText.size >= maxCompiled) compiledByText.clear();
    compiled = compiledOne(message);
    compiledByText.set(message, compiled);
  }
  return compiled;
}

/**
 * use-intl's formatMessage for the server: next.config.mjs points `use-intl/format-message` here, for next-intl's
 * server translators and the client providers as the server renders them (`use-intl/format-message/compile` is
 * use-intl's own module). Every message is formatted as the browser formats it, from its compiled parts
 * (use-intl's `format-only`): the client providers already hold compiled messages (`compiled-messages.ts`: an
 * array, or a plain string), and a server component's message is compiled here once per text. use-intl's own path
 * parsed nothing twice either (its cache), but looked a message up per call by the JSON of its text, language and
 * every date and number format: about 3 ms of a Home view's CPU (docs/architecture.md, "CPU per view"). The Intl
 * objects are shared across requests, per language and time zone (`shared-intl-cache.ts`).
 */
const formatMessage: typeof formatMessageType = (key, message, values, options) => {
  const shared = sharedIntl(options.locale, options.timeZone);
  const compiled = typeof message === 'string' ? compiledOf(message) : message;
  if (Array.isArray(compiled) || typeof compiled === 'string')
    return formatCompiled(key, compiled, values, { ...options, ...shared });
  return compileAndFormat(key, message, values, { ...options, ...shared });
};
formatMessage.raw = compileAndFormat.raw;

export default formatMessage;
