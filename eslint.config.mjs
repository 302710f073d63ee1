import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const noToLocaleString = {
  selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
  message: 'Format through lib/format (formatCount) or components/ui/local-time (LocalTime), not toLocale*String.',
};

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Numbers and dates are written through lib/format (and LocalTime), so the server and every browser show the
    // same text and a language setting can change it in one place.
    files: ['app/**', 'components/**', 'lib/**', 'server/**'],
    ignores: ['lib/format/**'],
    rules: { 'no-restricted-syntax': ['error', noToLocaleString] },
  },
  {
    // Every word on a page comes from the message catalogs (lib/i18n/messages, docs/i18n.md): no literal text in
    // JSX, so nothing new is written in English only. Identifiers shown as code are written as {'x-header'}.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      // The words people read in attributes (a tooltip, a screen reader's label, a placeholder) as well.
      'no-restricted-syntax': [
        'error',
        noToLocaleString,
        {
          selector:
            'JSXAttribute[name.name=/^(title|aria-label|placeholder|alt|label|description)$/] > Literal[value=/^[A-Z]|[a-z] [a-z]/]',
          message: 'Words people read come from the message catalogs (useTranslations / getTranslations).',
        },
        {
          // Sent before the page's script runs, such a form would GET its own URL with every field in the address.
          selector:
            "JSXOpeningElement[name.name='form']:has(JSXAttribute[name.name='onSubmit']):not(:has(JSXAttribute[name.name='method'])):not(:has(JSXAttribute[name.name='role'][value.value='search']))",
          message:
            'A form the script submits needs method="post", so a password or a name typed before the script runs never lands in the address.',
        },
      ],
      'react/jsx-no-literals': [
        'error',
        { allowedStrings: ['·', '—', '–', '…', '(', ')', ':', ',', '*', '→', '404', '403', '429'] },
      ],
    },
  },
];

export default config;
