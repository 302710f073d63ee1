import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell when it is installed (`apt-get install -y
 * chromium-headless-shell`; `.ci/run` installs it), otherwise Debian's Chromium. The shell is the same Blink without
 * the desktop browser around it, and on this 2-core machine the browsers take much of the suite's CPU: 8 contexts of 3
 * page loads and a screenshot each took 14.5 s of CPU in Chromium's processes and 5.2 s in the shell's (2026-11-27).
 */
export const chromiumPaths = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export function chromiumForTests(): string {
  return chromiumPaths.find((file) => existsSync(file)) ?? chromiumPaths[1];
}
