import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'lib/testing/server-only-stub.ts'),
      'next-intl/server': path.resolve(import.meta.dirname, 'lib/testing/next-intl-server-stub.ts'),
      // use-intl's own formatMessage, as next.config.mjs names it for lib/i18n/format-message.ts.
      'use-intl/format-message/compile': path.resolve(
        import.meta.dirname,
        'node_modules/use-intl/dist/esm/production/format-message/index.js',
      ),
    },
  },
  test: {
    include: [
      'proxy.test.ts',
      'lib/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'e2e/support/**/*.test.ts',
    ],
    environment: 'node',
    // A folder for the run's migrated database templates (test/support/db/template.ts).
    globalSetup: ['test/support/db/global-setup.ts'],
    // Limits catch a hung test, not a slow one (speed is the benches' business): on this 2-core machine under a load
    // of 20-30 several integration tests took 25-35 s that take 5-10 alone (CI run 21).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default (cores − 1) is one worker on 2 cores, idle while a file waits on a socket or a child process.
    maxWorkers: Math.min(8, 2 * availableParallelism()),
  },
});
