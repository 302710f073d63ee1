import autocannon from 'autocannon';
import { signToken } from '@/server/sandbox/testing/sign-token';
import { startSandboxProcess } from './support/sandbox-process';

/**
 * Requests per second of GET /v1/grade on the standalone sandbox (a child process on a free loopback
 * port), the full pipeline included: token check, permission, rate limit. The limit of 100 requests per
 * 60 s per account and operation stays ON; the load is spread over many accounts (SANDBOX_ACCOUNTS),
 * each request carrying the next account's token. A 2 s warm-up of the same load runs first and is not measured
 * (the rate budget allows it: 800 x 100 requests in all).
 */
const ACCOUNTS = 800; // 800 x 100 = 80,000 requests before any account would be refused
const DURATION_S = 5;
const WARMUP_S = 2;
const CONNECTIONS = 20;

export async function run(): Promise<void> {
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => ({
    apiKey: `key_bench${String(i).padStart(19, '0')}`,
    apiSecret: `secret_bench-${i}`,
    companyName: `Bench ${i}`,
    roles: [{ effect: 'allow', action: '*', target: '*' }],
  }));
  const tokens = await Promise.all(accounts.map((a) => signToken({ apiKey: a.apiKey, apiSecret: a.apiSecret })));
  const { port, child } = await startSandboxProcess({ SANDBOX_ACCOUNTS: JSON.stringify(accounts) });
  try {
    let next = 0;
    const load = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'GET',
            path: '/v1/grade',
            setupRequest: (request) => ({
              ...request,
              headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` },
            }),
          },
        ],
      });
    // Warm-up, not measured: the JIT, the connections and the sandbox's first requests settle first.
    const warmUp = await load(WARMUP_S);
    const result = await load(DURATION_S);
    console.log(
      'sandbox GET /v1/grade (standalone child process, rate limit ON, load spread over ' +
        `${ACCOUNTS} accounts via SANDBOX_ACCOUNTS)`,
    );
    console.log(
      `  after a ${WARMUP_S} s warm-up of the same load (${warmUp.requests.total} requests, not measured): ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s measured`,
    );
    console.log(
      `  requests/s: mean ${result.requests.average.toFixed(0)}, min ${result.requests.min}, max ${result.requests.max}`,
    );
    console.log(
      `  latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
    );
    console.log(
      `  total ${result.requests.total}, 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
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
