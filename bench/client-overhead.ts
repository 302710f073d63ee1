import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { createPartnerClient } from '@/server/partner/client';
import { createPartnerApi } from '@/server/partner/operations';
import { createTokenSigner } from '@/server/partner/token-signer';

/**
 * What the Partner API client adds to a call: a typed operation (token, X-Request-Id, rate budget,
 * retry bookkeeping, zod parsing of the envelope) against a raw fetch + JSON.parse of the same answer,
 * both sequential against a tiny HTTP server on loopback that answers a fixed page of 20 students.
 * The client's clock skips its rate-window waits (the server counts nothing), so only CPU work shows.
 */
const CALLS = 1500;
const WARMUP = 200;

const student = (i: number) => ({
  _id: i.toString(16).padStart(24, '0'),
  username: `GE-A${i}`,
  firstName: 'Nino',
  lastName: 'Beridze',
  fullName: 'Nino Beridze',
  email: `student${i}@example.org`,
  emailConfirmed: false,
  activatedPlatformsThisSeason: ['common'],
  country: { _id: 'a'.repeat(24), name: 'GEORGIA', iso2: 'GE' },
  grade: { _id: 'b'.repeat(24), name: '7' },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});
const body = JSON.stringify({
  success: true,
  message: 'Students fetched successfully.',
  data: Array.from({ length: 20 }, (_, i) => student(i)),
  pagination: { page: 1, limit: 20, total: 400, totalPages: 20 },
});

function startServer(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-request-id': String(req.headers['x-request-id'] ?? 'x'),
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '99',
      'x-ratelimit-reset': '60',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` }),
    ),
  );
}

type Call = (i: number) => Promise<unknown>;

function summary(label: string, samples: number[]): { mean: number; p50: number } {
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  console.log(
    `   ${label.padEnd(34)} mean ${mean.toFixed(0).padStart(5)} µs   p50 ${pct(0.5).toFixed(0).padStart(5)} µs   p99 ${pct(0.99).toFixed(0).padStart(6)} µs`,
  );
  return { mean, p50: pct(0.5) };
}

/** Alternates the two calls so that load from other processes falls on both alike. */
async function compare(raw: Call, client: Call): Promise<void> {
  for (let i = 0; i < WARMUP; i += 1) await Promise.all([raw(i), client(i)]);
  const rawSamples: number[] = [];
  const clientSamples: number[] = [];
  const timed = async (fn: Call, i: number, into: number[]) => {
    const start = process.hrtime.bigint();
    await fn(i);
    into.push(Number(process.hrtime.bigint() - start) / 1000);
  };
  for (let i = 0; i < CALLS; i += 1) {
    await timed(raw, i, rawSamples);
    await timed(client, i, clientSamples);
  }
  const r = summary('raw fetch + JSON.parse', rawSamples);
  const c = summary('client: partner.listStudents()', clientSamples);
  console.log(
    `   client overhead per call: mean ${(c.mean - r.mean).toFixed(0)} µs, p50 ${(c.p50 - r.p50).toFixed(0)} µs (${CALLS} sequential calls each, 20 resolved students per answer)`,
  );
}

export async function run(): Promise<void> {
  const { server, baseUrl } = await startServer();
  try {
    let offset = 0;
    const clock = { now: () => Date.now() + offset, sleep: async (ms: number) => void (offset += ms) };
    const api = createPartnerApi(createPartnerClient({ baseUrl, ...sandboxDemoAccount, clock }));
    const token = await createTokenSigner(sandboxDemoAccount).token();

    await compare(
      async (i) => {
        const res = await fetch(`${baseUrl}/student?page=${i + 1}`, {
          headers: { authorization: `Bearer ${token}`, 'x-request-id': `raw-${i}` },
        });
        return JSON.parse(await res.text());
      },
      (i) => api.listStudents({ page: i + 1 }),
    );

    const signer = createTokenSigner({ ...sandboxDemoAccount, renewBeforeSeconds: 3600 });
    const signStart = process.hrtime.bigint();
    for (let i = 0; i < 500; i += 1) await signer.token();
    console.log(
      `   token signing (no reuse): ${(Number(process.hrtime.bigint() - signStart) / 1000 / 500).toFixed(0)} µs per token`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

if (/client-overhead\.[cm]?[tj]s$/.test(process.argv[1] ?? '')) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
