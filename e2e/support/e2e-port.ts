import path from 'node:path';

/**
 * One console per Playwright worker: each worker's console has its own embedded sandbox (students, applications,
 * rate windows, injected faults), its own database and its own sign-in limits, so a test never sees what a test
 * in the other worker did. They share one production build.
 */
// Three on the 2-core machine: while one worker's test waits on a timer (a rate window, a page's polling) the others
// keep the cores busy. The same tests took 8.5 min on 2 workers and 7.1 on 3, none with less than half its time limit
// to spare (docs/testing.md).
export const E2E_CONSOLES = 3;

/**
 * The first console's port (default 3100); the others follow it. Several end-to-end runs may share one checkout
 * by giving each its own E2E_PORT: the build folder, DATA_DIR, results and sign-in states follow it.
 */
export function e2eBasePort(): number {
  const port = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - E2E_CONSOLES)
    throw new Error(`E2E_PORT must be a port number from 1024 to ${65535 - E2E_CONSOLES}, got ${port}`);
  return port;
}

/** Every console's port, one per worker. */
export const consolePorts = (): number[] => Array.from({ length: E2E_CONSOLES }, (_, i) => e2eBasePort() + i);

/** The port of this worker's console (Playwright sets TEST_PARALLEL_INDEX in a worker; outside one, the first). */
export function e2ePort(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return e2eBasePort() + (Number.isInteger(index) ? index % E2E_CONSOLES : 0);
}

/** The shared production build's folder. */
export const distDirFor = (basePort: number) =>
  path.resolve(import.meta.dirname, '../..', basePort === 3100 ? '.next' : `.next-e2e-${basePort}`);
