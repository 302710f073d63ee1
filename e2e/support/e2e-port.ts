/**
 * The port of the console under test (default 3100). Several end-to-end runs may share one checkout
 * by giving each its own E2E_PORT: the build folder, DATA_DIR, results and sign-in states follow it.
 */
export function e2ePort(): number {
  const port = Number(process.env.E2E_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new Error(`E2E_PORT must be a port number from 1024 to 65535, got ${process.env.E2E_PORT}`);
  return port;
}
