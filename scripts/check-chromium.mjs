import { existsSync } from 'node:fs';

// The end-to-end tests use Debian's Chromium (its headless shell when installed: e2e/support/chromium.ts);
// Playwright never downloads a browser here.
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it with apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync('/usr/bin/chromium-headless-shell')) {
  console.warn(
    'The browser tests run in the whole Chromium: apt-get install -y chromium-headless-shell makes them lighter.',
  );
}
