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
];

export default config;
