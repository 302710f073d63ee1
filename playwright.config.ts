import { defineConfig } from '@playwright/test';
import { chromiumForTests } from './e2e/support/chromium';
import { consolePorts, E2E_CONSOLES, e2eBasePort, e2ePort } from './e2e/support/e2e-port';
import { sandboxControlToken } from './e2e/support/sandbox-control';

const basePort = e2eBasePort();

/**
 * Bulk activation's two tests, before any other: two workers take one each. Each worker's console has its own
 * partner account, so its own updateStudent window; one after the other on one worker, the second would wait about
 * 40 s for the next window (e2e/students/bulk-activation.spec.ts).
 */
const sideBySide = /e2e\/students\/bulk-activation\.spec\.ts$/;

/**
 * The specs that keep a worker busy longest (a minute or more in one piece: two-instances 1.5 min, each every-page
 * walk 50–70 s, group-challenges, languages, more-pages, exports, the pseudo-language), in a project of their own
 * listed next: the workers take them before the short ones, so the run does not end with one worker on a long spec
 * while the other waits.
 */
const longFirst =
  /e2e\/(production\/two-instances|layout\/every-page|group-challenges\/group-challenges|i18n\/(languages|more-pages|pseudo-locale)|exports\/exports)\.spec\.ts$/;

// End-to-end tests: e2e/<feature>/*.spec.ts in Debian's Chromium, each worker against a fresh console of its own
// (own embedded sandbox, database and limits: e2e/support/e2e-port.ts), so workers cannot disturb each other.
export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/e2e-${basePort}`,
  workers: E2E_CONSOLES,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // After the list, for each failed test what its console did then (e2e/support/failure-report.ts).
  reporter: [['list'], ['./e2e/support/failure-report.ts']],
  use: {
    // The config is loaded again in each worker, where e2ePort() is that worker's console.
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumForTests(),
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
    // A failed test's trace holds its steps, network and console, without a screencast or the DOM at each step:
    // recorded in every test, to be thrown away when it passes, the screencast took a third of Chromium's CPU and the
    // DOM snapshots an eighth of the browser tests' (docs/testing.md). The DOM of each page at the failure is
    // attached instead (e2e/support/test.ts).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    // A test that changes a console-wide setting (an admin requiring two-factor) needs no project of its own: a
    // worker runs one test at a time against its own console, so no other test sees the setting while it is on.
    { name: 'chromium-side-by-side', testMatch: sideBySide, dependencies: ['setup'] },
    { name: 'chromium-long', testMatch: longFirst, dependencies: ['setup'] },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, testIgnore: [sideBySide, longFirst], dependencies: ['setup'] },
  ],
  // Started one after the other: the first builds, the others reuse its build.
  webServer: consolePorts().map((port) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // Imports are processed on the sandbox clock; a short delay keeps the import e2e quick.
    // The tests drive the sandbox's control plane with a token (server/auth/sandbox-control-access.ts).
    env: {
      DATA_DIR: `./data/e2e-${port}`,
      E2E_PORT: String(port),
      E2E_BASE_PORT: String(basePort),
      SANDBOX_IMPORT_DELAY_MS: '300',
      // Students registered with a password are hashed at 2^10, not 2^15 (server/sandbox/students/password-hash.ts).
      SANDBOX_PASSWORD_HASH_COST: '10',
      SANDBOX_CONTROL_TOKEN: sandboxControlToken,
      // A browser asking for en-XA gets the pseudo-language (e2e/i18n/pseudo-locale.spec.ts).
      PSEUDO_LOCALE: '1',
    },
  })),
});
