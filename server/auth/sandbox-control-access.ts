import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/server/env';
import { getUserFromHeaders } from './current-user';

export const CONTROL_TOKEN_HEADER = 'x-sandbox-control-token';

/** A student opens a sign-in link from anywhere (an e-mail, another site): the one page that stays open. */
const PUBLIC_CONTROL_PAGE = /^\/__sandbox\/auth\/[^/]+$/;

interface Refusal {
  status: 401 | 403 | 415;
  code: string;
  message: string;
}

function sameToken(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The console's own origins: the request's host (sandbox mode takes it from each request) and CONSOLE_URL. */
function ownOrigins(request: Request): string[] {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  const configured = getEnv().CONSOLE_URL;
  return [url.origin, ...(host ? [`${proto}://${host}`] : []), ...(configured ? [new URL(configured).origin] : [])];
}

/** A browser marks every request it sends on another site's behalf; tools (curl, tests) send neither header. */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && !ownOrigins(request).includes(origin);
}

function isJson(request: Request): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Who may use the embedded sandbox's control plane (`<console>/sandbox/__sandbox/*`): a signed-in console
 * admin, or a script with SANDBOX_CONTROL_TOKEN; never another site, and a body only as JSON (a cross-site
 * form or text/plain POST is a "simple" request any page can send). The API itself (`/v1`) checks its own tokens.
 */
export async function controlPlaneRefusal(
  request: Request,
  innerPath: string,
  bodyBytes: number,
): Promise<Refusal | null> {
  // Everything outside the API is the control plane, however its path is spelled (Hono decodes %-escapes).
  if (/^\/v1(\/|$)/.test(innerPath)) return null;
  if ((request.method === 'GET' || request.method === 'HEAD') && PUBLIC_CONTROL_PAGE.test(innerPath)) return null;
  if (isCrossSite(request))
    return {
      status: 403,
      code: 'cross_origin',
      message: 'The sandbox control plane refuses requests from other sites.',
    };
  if (bodyBytes > 0 && !isJson(request))
    return {
      status: 415,
      code: 'unsupported_media_type',
      message: 'The sandbox control plane takes JSON bodies only (Content-Type: application/json).',
    };
  if (sameToken(request.headers.get(CONTROL_TOKEN_HEADER), getEnv().SANDBOX_CONTROL_TOKEN)) return null;
  const user = request.headers.has('cookie') ? await getUserFromHeaders(request.headers) : null;
  if (user?.role === 'admin') return null;
  return user
    ? { status: 403, code: 'forbidden', message: 'Only a console admin may use the sandbox control plane.' }
    : {
        status: 401,
        code: 'unauthenticated',
        message: `Sign in to the console as an admin, or send ${CONTROL_TOKEN_HEADER}.`,
      };
}
