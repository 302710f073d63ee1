import { defineConfig } from '@playwright/test';
import { e2ePort } from './e2e/support/e2e-port';
import { sandboxControlToken } from './e2e/support/sandbox-control';

const port = e2ePort();

// End-to-end tests: e2e/<feature>/*.spec.ts against a fresh console on the embedded sandbox, in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/e2e-${port}`,
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    // Tests that change a console-wide setting (e2e/**/*.policy.ts) run alone, after sign-in and before the rest.
    { name: 'policy', testMatch: /.*\.policy\.ts/, dependencies: ['setup'] },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['setup', 'policy'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Imports are processed on the sandbox clock; a short delay keeps the import e2e quick.
    // The tests drive the sandbox's control plane with a token (server/auth/sandbox-control-access.ts).
    env: {
      DATA_DIR: `./data/e2e-${port}`,
      E2E_PORT: String(port),
      SANDBOX_IMPORT_DELAY_MS: '300',
      SANDBOX_CONTROL_TOKEN: sandboxControlToken,
      // A browser asking for en-XA gets the pseudo-language (e2e/i18n/pseudo-locale.spec.ts).
      PSEUDO_LOCALE: '1',
      // The server's JSON access lines would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
