import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`sandbox did not answer ${baseUrl}/health within ${timeoutMs} ms`);
}

/** The standalone sandbox as a child process on a free loopback port, ready once /v1/health answers. */
export async function startSandboxProcess(
  env: Record<string, string> = {},
): Promise<{ port: number; baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/sandbox/standalone.ts'], {
    env: { ...process.env, SANDBOX_DATA_FILE: '', ...env, SANDBOX_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { port, baseUrl, child };
}
