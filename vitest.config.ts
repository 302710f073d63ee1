import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * Test files that import only pure modules or make sandboxes of their own: no database, no mocks, spies, fake timers
 * or environment, no server started. They share a worker's modules (`isolate: false`): each file would otherwise
 * import its modules anew, half the CPU these files take (`npx vitest run --project pure`: 27 s of CPU instead of
 * 73 s with `--isolate`). Any other file runs isolated, in project `server`.
 */
export const pure = [
  'lib/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'e2e/support/**/*.test.ts',
  'server/sandbox/**/*.test.ts',
];
/** The sandbox's tests that stub, spy, fake the clock, change the environment or start a server. */
export const sandboxIsolated = [
  'server/sandbox/contract-drift.test.ts',
  'server/sandbox/openapi-route.test.ts',
  'server/sandbox/seed-large-account.test.ts',
  'server/sandbox/seed-size.test.ts',
  'server/sandbox/standalone-keep-alive.test.ts',
  'server/sandbox/control/control-plane.test.ts',
  'server/sandbox/control/embedded-route.test.ts',
  'server/sandbox/control/standalone-host.test.ts',
  'server/sandbox/kernel/persistence.test.ts',
  'server/sandbox/kernel/rate-limit.test.ts',
  'server/sandbox/students/tests/imports.test.ts',
];

/**
 * The files that take longest in CI, 10–40 s each, or wait on a real clock (keep-alive: 13 s blocked, costing no CPU),
 * started first within their project. Without Vitest's duration cache (a clean clone has none) larger files go
 * first, and the keep-alive file, small, went last: the run ended with 10 s of an idle machine (CI run 34).
 */
export const slowFirst = [
  'server/sandbox/standalone-keep-alive.test.ts',
  'server/directory/sync.integration.test.ts',
  'server/exams/prediction-sandbox.test.ts',
  'server/lifecycle/shutdown.integration.test.ts',
  'server/directory/mirror.integration.test.ts',
  'server/imports/activation.integration.test.ts',
  'server/directory/mirror-pages.integration.test.ts',
  'server/students/mirrored-cards.integration.test.ts',
  'server/exports/exports.integration.test.ts',
  'server/imports/runner-requests.integration.test.ts',
  'server/directory/sync-kill.integration.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = slowFirst.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at === -1 ? slowFirst.length : at;
    };
    // Each project where Vitest's own sort put it, and within it that order, but the slow files first.
    const projectAt = new Map(sorted.map((file, i) => [file.project.name, i] as const).reverse());
    return sorted
      .map((file, i) => ({ file, i }))
      .sort(
        (a, b) =>
          projectAt.get(a.file.project.name)! - projectAt.get(b.file.project.name)! ||
          rank(a.file) - rank(b.file) ||
          a.i - b.i,
      )
      .map(({ file }) => file);
  }
}

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
    environment: 'node',
    // The sandbox's password hashes at 2^10 instead of 2^15 (server/sandbox/students/password-hash.ts).
    env: { SANDBOX_PASSWORD_HASH_COST: '10' },
    // Limits catch a hung test, not a slow one (speed is the benches' business): on this 2-core machine under a load
    // of 20-30 several integration tests took 25-35 s that take 5-10 alone (CI run 21).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Worker threads, not child processes: each isolated file starts in a fresh thread instead of a fresh process.
    // The whole run, back to back on the 2-core machine: 145 s and 273 s of CPU against 214 s and 410 s (docs/testing.md).
    pool: 'threads',
    sequence: { sequencer: SlowFirstSequencer },
    // Vitest's default (cores − 1) is one worker on 2 cores, idle while a file waits on a socket or a child process.
    maxWorkers: Math.min(8, 2 * availableParallelism()),
    projects: [
      { extends: true, test: { name: 'pure', include: pure, exclude: sandboxIsolated, isolate: false } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['proxy.test.ts', 'server/*.test.ts', 'server/!(sandbox)/**/*.test.ts', ...sandboxIsolated],
          // A folder for the run's migrated database templates (test/support/db/template.ts).
          globalSetup: ['test/support/db/global-setup.ts'],
        },
      },
    ],
  },
});
