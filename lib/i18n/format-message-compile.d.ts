// use-intl's own `use-intl/format-message`, under the name next.config.mjs gives it (lib/i18n/format-message.ts wraps it).
declare module 'use-intl/format-message/compile' {
  export { default } from 'use-intl/format-message';
}
