import 'server-only';
import { SignJWT } from 'jose';
import type { Clock } from './clock';
import { systemClock } from './clock';

export interface TokenSignerOptions {
  apiKey: string;
  apiSecret: string;
  /** Token lifetime in seconds; at most 3600 (spec §5). */
  lifetimeSeconds?: number;
  /** A token is renewed this many seconds before its exp (spec §5 client advice). */
  renewBeforeSeconds?: number;
  clock?: Pick<Clock, 'now'>;
}

export interface TokenSigner {
  /** A valid bearer token: the current one, or a freshly signed one. Concurrent callers share one signing. */
  token(): Promise<string>;
  /** Forget the current token (after a 401 or a revoke), so the next call signs a new one. */
  invalidate(): void;
}

export const maxTokenLifetimeSeconds = 3600;

/**
 * Signs the partner's own HS256 tokens (spec §5, docs/architecture.md): header `{ alg, kid: apiKey, typ }`,
 * claims `sub` = apiKey, `iat`/`exp` in whole seconds; the key is the secret's UTF-8 bytes exactly.
 * The secret stays inside this closure: it is never logged, returned, or put in an error.
 */
export function createTokenSigner(options: TokenSignerOptions): TokenSigner {
  const lifetime = Math.min(options.lifetimeSeconds ?? maxTokenLifetimeSeconds, maxTokenLifetimeSeconds);
  if (!(lifetime > 0)) throw new Error('Token lifetime must be a positive number of seconds');
  const renewBefore = options.renewBeforeSeconds ?? 60;
  const clock = options.clock ?? systemClock;
  const key = new TextEncoder().encode(options.apiSecret);
  const { apiKey } = options;

  let current: { token: string; exp: number } | null = null;
  let signing: Promise<string> | null = null;

  async function sign(): Promise<string> {
    const iat = Math.floor(clock.now() / 1000);
    const exp = iat + Math.floor(lifetime);
    const token = await new SignJWT({ sub: apiKey })
      .setProtectedHeader({ alg: 'HS256', kid: apiKey, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
    current = { token, exp };
    return token;
  }

  return {
    token() {
      const nowSeconds = clock.now() / 1000;
      if (current && nowSeconds < current.exp - renewBefore) return Promise.resolve(current.token);
      if (!signing) {
        signing = sign().finally(() => {
          signing = null;
        });
      }
      return signing;
    },
    invalidate() {
      current = null;
    },
  };
}
