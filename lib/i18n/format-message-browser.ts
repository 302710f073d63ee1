import formatOnly from 'use-intl/format-message/format-only';
import { withCountsAsWritten } from './plural-counts';

/**
 * use-intl's formatMessage in the browser (next.config.mjs points `use-intl/format-message` here for browser
 * bundles): its messages come compiled, so use-intl's `format-only`, with numbers written as the server writes
 * them (`plural-counts.ts`).
 */
const formatMessage: typeof formatOnly = (key, message, values, options) =>
  formatOnly(key, message, values, { ...options, formatters: withCountsAsWritten(options.formatters) });
formatMessage.raw = formatOnly.raw;

export default formatMessage;
