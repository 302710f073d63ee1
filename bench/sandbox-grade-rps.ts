import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { signToken } from '@/server/sandbox/testing/sign-token';

/**
 * Requests per second of GET /v1/grade on the standalone sandbox (a child process on a free loopback
 * port), the full pipeline included: token check, permission, rate limit. The limit of 100 requests per
 * 60 s per account and operation stays ON; the load is spread over many accounts (SANDBOX_ACCOUNTS),
 * each request carrying the next account's token.
 */
const ACCOUNTS = 800; // 800 x 100 = 80,000 requests before any account would be refused
const DURATION_S = 5;
const CONNECTIONS = 20;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
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

export async function run(): Promise<void> {
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => ({
    apiKey: `key_bench${String(i).padStart(19, '0')}`,
    apiSecret: `secret_bench-${i}`,
    companyName: `Bench ${i}`,
    roles: [{ effect: 'allow', action: '*', target: '*' }],
  }));
  const tokens = await Promise.all(accounts.map((a) => signToken({ apiKey: a.apiKey, apiSecret: a.apiSecret })));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child = spawn(tsx, ['server/sandbox/standalone.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_ACCOUNTS: JSON.stringify(accounts), SANDBOX_DATA_FILE: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl);
    let next = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'GET',
          path: '/v1/grade',
          setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
        },
      ],
    });
    console.log('sandbox GET /v1/grade (standalone child process, rate limit ON, load spread over ' + `${ACCOUNTS} accounts via SANDBOX_ACCOUNTS)`);
    console.log(`  ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s`);
    console.log(`  requests/s: mean ${result.requests.average.toFixed(0)}, min ${result.requests.min}, max ${result.requests.max}`);
    console.log(`  latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
    console.log(`  total ${result.requests.total}, 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (/sandbox-grade-rps\.[cm]?[tj]s$/.test(process.argv[1] ?? '')) {
  run().catch((error: Error) => {
    console.error(error);
    process.exit(1);
  });
}
