import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Format through lib/format (formatCount) or components/ui/local-time (LocalTime), not toLocale*String.',
        },
      ],
    },
  },
  {
    // Pages and components already in the message catalogs (lib/i18n/messages): no literal text in their JSX, so
    // nothing new is written in English only. Add a file here when its words move to the catalogs (docs/i18n.md).
    files: [
      'app/layout.tsx',
      'app/not-found.tsx',
      'app/forbidden.tsx',
      'app/(auth)/sign-in/**',
      'app/(console)/layout.tsx',
      'app/(console)/page.tsx',
      'components/home/**',
      'app/(console)/error.tsx',
      'app/(console)/students/page.tsx',
      'app/(console)/students/students-search-section.tsx',
      'app/(console)/students/new/page.tsx',
      'app/(console)/students/[[]studentId]/page.tsx',
      'app/(console)/imports/page.tsx',
      'app/(console)/exams/page.tsx',
      'app/(console)/exams/organization-cards.tsx',
      'app/(console)/exams/[[]slug]/page.tsx',
      'components/exams/exams-overview.tsx',
      'components/exams/exam-facts.tsx',
      'components/exams/query-error.tsx',
      'components/exams/student-picker.tsx',
      'components/exams/sitting-time.tsx',
      'app/(console)/group-challenges/page.tsx',
      'components/auth/sign-in-form.tsx',
      'components/auth/two-factor-step.tsx',
      'components/shell/**',
      'components/directory/directory-results.tsx',
      'components/directory/directory-search-form.tsx',
      'components/directory/directory-pager.tsx',
      'components/students/students-tabs.tsx',
      'components/students/students-list.tsx',
      'components/students/students-email-filter.tsx',
      'components/students/students-table.tsx',
      'components/students/register-student-form.tsx',
      'components/students/student-form-fields.tsx',
      'components/students/student-details.tsx',
      'components/students/organization-card-view.tsx',
      'components/students/student-applications.tsx',
      'components/students/student-documents.tsx',
      'components/students/activate-platforms.tsx',
      'components/students/activate-one-button.tsx',
      'components/students/set-password-form.tsx',
      'components/students/supervisor-form.tsx',
      'components/sign-in-links/sign-in-link-generator.tsx',
      'components/sign-in-links/issued-link.tsx',
      'app/(console)/students/[[]studentId]/student-actions-section.tsx',
      'components/imports/jobs-table.tsx',
      'app/(console)/imports/new/page.tsx',
      'components/imports/import-wizard.tsx',
      'components/imports/file-step.tsx',
      'components/imports/mapping-step.tsx',
      'components/imports/review-step.tsx',
      'components/imports/problem-list.tsx',
      'components/imports/preview-table.tsx',
      'components/imports/editable-cell.tsx',
      'components/imports/job-progress.tsx',
      'components/imports/chunk-list.tsx',
      'app/(console)/imports/[[]jobId]/page.tsx',
      'components/group-challenges/organizations-overview.tsx',
      'components/group-challenges/challenges-table.tsx',
      'components/group-challenges/not-switched-on.tsx',
      'components/group-challenges/challenge-window.tsx',
      'components/group-challenges/window-countdown.tsx',
      'components/read-model/freshness-note.tsx',
      'components/activity/table-states.tsx',
      'components/ui/alert.tsx',
      'components/ui/dialog.tsx',
      'components/ui/page-links.tsx',
      'components/ui/worded-text.tsx',
      'components/ui/local-time.tsx',
    ],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { allowedStrings: ['·', '—', '–', '…', '(', ')', ':', ',', '*', '404', '403', '429'] },
      ],
    },
  },
];

export default config;
