import compileAndFormat from 'use-intl/format-message/compile';
import type formatMessageType from 'use-intl/format-message';
import { sharedIntl } from './shared-intl-cache';

/**
 * use-intl's formatMessage (which compiles the ICU message, then formats it) with the compiled messages and Intl
 * objects shared across requests, per language and time zone (`shared-intl-cache.ts`). next.config.mjs points
 * `use-intl/format-message` here, for next-intl on the server and the client providers alike, and
 * `use-intl/format-message/compile` at use-intl's own module.
 */
const formatMessage: typeof formatMessageType = (key, message, values, options) => {
  const shared = sharedIntl(options.locale, options.timeZone);
  return compileAndFormat(key, message, values, { ...options, ...shared });
};
formatMessage.raw = compileAndFormat.raw;

export default formatMessage;
