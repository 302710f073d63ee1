import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const noToLocaleString = {
  selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
  message: 'Format through lib/format (formatCount) or components/ui/local-time (LocalTime), not toLocale*String.',
};

// Form and words rules of pages and components (below); kept here so the app/ block can repeat them: in a flat
// config the last block that sets a rule for a file replaces the earlier lists of that rule.
const jsxRules = [
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
];

// One door for reads (docs/read-model.md, "One definition per read"): app/ checks the user, calls reads and renders.
const readDoor =
  'define it in server/<feature>/reads.ts (defineRead; pages call read.load(user, input) or prefetch read.query(user, input)), or give the feature a plain function there that takes the user and does the check itself.';
const noReadsOutsideTheDoor = {
  selector:
    'CallExpression[callee.name=/^(asUser|runAsActor)$/], CallExpression[callee.property.name=/^(asUser|runAsActor)$/]',
  message: `app/ does not run code as the user itself: defineRead's load does (the request log names them); ${readDoor}`,
};

// Test support (test/support: fixtures, fakes, sandbox worlds) is for tests and benches; the console never imports it.
const noTestSupport = {
  group: ['@/test/*', '@/test/**'],
  message: 'Production code does not import test support (test/support); only tests, benches and e2e do.',
};

// Links prefetch on intent (components/ui/link.tsx): a page rendered per person is not rendered for each link in view.
const ourLink = {
  name: 'next/link',
  importNames: ['default'],
  message: "Import { Link } from '@/components/ui/link': it prefetches when someone points at it, not on sight.",
};

// What a page, a layout or a section may import from server/ (besides types): the read door's modules.
const pageImports = (...more) => ({
  paths: [ourLink],
  patterns: [
    {
      regex: `^@/server/(?!(?:[a-z-]+/reads|auth/guards|auth/roles|action-runner/prefetch${more.map((m) => `|${m}`).join('')})$)`,
      allowTypeImports: true,
      message: `A page reads through server/<feature>/reads.ts (and checks the user with server/auth/guards): ${readDoor}`,
    },
    noTestSupport,
  ],
});

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
      'no-restricted-syntax': ['error', noToLocaleString, ...jsxRules],
      'react/jsx-no-literals': [
        'error',
        { allowedStrings: ['·', '—', '–', '…', '(', ')', ':', ',', '*', '→', '404', '403', '429'] },
      ],
    },
  },
  {
    // The production tree imports no test support; the app/ and server/action-runner blocks below repeat the pattern
    // (in a flat config the last block that sets a rule for a file replaces the earlier ones).
    files: ['app/**', 'components/**', 'lib/**', 'server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ourLink], patterns: [noTestSupport] }] },
  },
  {
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestSupport] }] },
  },
  {
    // One door for reads: pages, layouts and route handlers neither reach the API client or the database nor run
    // as the user themselves (the sandbox's mount is the one exception). The JSX rules repeat (see jsxRules); they
    // match nothing in a .ts file.
    files: ['app/**'],
    ignores: ['app/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ourLink],
          patterns: [
            {
              group: ['@/server/partner', '@/server/partner/*', '@/server/db', '@/server/db/*'],
              message: `app/ does not import the API client or the database: ${readDoor}`,
            },
            noTestSupport,
          ],
        },
      ],
      'no-restricted-syntax': ['error', noToLocaleString, ...jsxRules, noReadsOutsideTheDoor],
    },
  },
  {
    // The read door for pages, layouts and the sections they stream: from server/ they import only reads
    // (server/<feature>/reads.ts), the guards, the roles and prefetch; types from anywhere. The root layout also
    // reads the configuration (its environment banner), which is no read of data.
    // Route handlers that answer data (downloads, exports, charts) are held to the same door; the ones that serve
    // the console itself (sign-in, health, metrics) reach their own modules.
    files: ['app/**/page.tsx', 'app/**/layout.tsx', 'app/**/*-section.tsx', 'app/**/route.ts'],
    ignores: ['app/sandbox/**', 'app/api/auth/**', 'app/api/health/**', 'app/api/metrics/**'],
    rules: { 'no-restricted-imports': ['error', pageImports()] },
  },
  {
    files: ['app/layout.tsx'],
    rules: { 'no-restricted-imports': ['error', pageImports('env')] },
  },
  {
    // The generic runners (consoleAction, partnerAction, defineRead) serve every feature and import none: who may
    // see which student is server/access, shared by reads and writes.
    files: ['server/action-runner/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@/server/(account|activity|applications|directory|exams|group-challenges|home|imports|sign-in-links|students|users)(/|$)',
              message:
                'server/action-runner imports no feature (docs/architecture.md); scope checks live in server/access.',
            },
            noTestSupport,
          ],
        },
      ],
    },
  },
  {
    // Browser tests wait for what a person would see (e2e/support/streamed.ts: open, shown, hydrated), never for a
    // fixed time: a sleep is too short on a slow machine and wasted on a fast one.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/production/support/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for what the page shows (expect(...).toBeVisible(), e2e/support/streamed.ts), not for a time.',
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'setTimeout',
          message: 'Wait for what the page shows (expect(...).toBeVisible(), e2e/support/streamed.ts), not for a time.',
        },
      ],
    },
  },
  {
    // A spec takes `test` and `expect` from the project's fixture export (e2e/support/test.ts: a signed-in page per
    // role, the console's port, the catalogs), so every spec has the same fixtures.
    files: ['e2e/**/*.spec.ts', 'e2e/**/*.setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from e2e/support/test.ts (the project's fixtures).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
