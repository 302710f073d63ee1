import compileAndFormat from 'use-intl/format-message/compile';
import formatCompiled from 'use-intl/format-message/format-only';
import type formatMessageType from 'use-intl/format-message';
import { sharedIntl } from './shared-intl-cache';

/**
 * use-intl's formatMessage (which compiles the ICU message, then formats it) with the compiled messages and Intl
 * objects shared across requests, per language and time zone (`shared-intl-cache.ts`). next.config.mjs points
 * `use-intl/format-message` here on the server, for next-intl's server translators and the client providers as
 * the server renders them, and `use-intl/format-message/compile` at use-intl's own module. The client providers
 * hold messages compiled on the server (`compiled-messages.ts`: an array, or a plain string): those are only
 * formatted (use-intl's `format-only`, which is also what the browser's bundles get in place of this module).
 */
const formatMessage: typeof formatMessageType = (key, message, values, options) => {
  const shared = sharedIntl(options.locale, options.timeZone);
  if (Array.isArray(message)) return formatCompiled(key, message, values, { ...options, ...shared });
  return compileAndFormat(key, message, values, { ...options, ...shared });
};
formatMessage.raw = compileAndFormat.raw;

export default formatMessage;
