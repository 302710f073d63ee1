import { existsSync } from 'node:fs';

// The end-to-end tests use Debian's Chromium; Playwright never downloads a browser here.
const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it with apt-get install -y chromium`);
  process.exit(1);
}
