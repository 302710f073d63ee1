import path from 'node:path';
import { controlPlaneRefusal } from '@/server/auth/sandbox-control-access';
import { createSandboxApp, type SandboxApp } from '@/server/sandbox/app';
import { componentLogger } from '@/server/log/logger';
import { setSandboxLog } from '@/server/sandbox/kernel/log';
import { errorBody } from '@/server/sandbox/kernel/responses';
import { getPartnerClient } from '@/server/partner';

/** The embedded sandbox (server/sandbox/README.md): `<console>/sandbox/v1/...` and `<console>/sandbox/__sandbox/...`. */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MOUNT = '/sandbox';
const key = Symbol.for('partner-console.embedded-sandbox');

/** One sandbox per process, kept across hot reloads, persisted to DATA_DIR/sandbox.json. */
function embeddedSandbox(): SandboxApp {
  const holder = globalThis as typeof globalThis & { [key]?: SandboxApp };
  if (!holder[key]) setSandboxLog(componentLogger('sandbox'));
  holder[key] ??= createSandboxApp({ dataFile: path.join(process.env.DATA_DIR?.trim() || './data', 'sandbox.json') });
  return holder[key];
}

async function handle(request: Request): Promise<Response> {
  // Absent when the console talks to a real API (read directly, before any configuration is parsed).
  if (process.env.PARTNER_API_BASE_URL?.trim()) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const inner = new URL(url.pathname.slice(MOUNT.length) + url.search, url.origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await request.arrayBuffer() : undefined;
  const refusal = await controlPlaneRefusal(request, inner.pathname, body?.byteLength ?? 0);
  if (refusal) {
    // The request's own id (server/log/http-hook.ts), so the refusal, its header and the log lines agree.
    const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
    return Response.json(errorBody(refusal.code, `${refusal.message} (request ${requestId})`, requestId), {
      status: refusal.status,
      headers: { 'X-Request-Id': requestId, 'Cache-Control': 'no-store' },
    });
  }
  const forwarded = new Request(inner, { method: request.method, headers: request.headers, body });
  const answer = await embeddedSandbox().fetch(forwarded, { mountUrl: `${url.origin}${MOUNT}` });
  // The embedded sandbox's reference data changed (countries added): this console's copy of it, kept 5 minutes
  // (docs/architecture.md), is dropped at once, as its expiry would have done.
  if (request.method === 'POST' && inner.pathname.startsWith('/__sandbox/reference/') && answer.ok)
    getPartnerClient().clearCache();
  return answer;
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
