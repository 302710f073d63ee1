import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';

/** Claims and header of a test token; every field can be overridden to build a broken one. */
export interface TokenOptions {
  apiKey: string;
  apiSecret: string;
  /** Sandbox time in epoch seconds (default: real now). */
  nowSeconds?: number;
  iat?: number;
  exp?: number;
  nbf?: number;
  sub?: string;
  kid?: string;
  typ?: string;
  /** An extra claim (ignored by the service) that makes two tokens signed in one second differ. */
  jti?: string;
}

/** A valid token as the spec's client signs it (docs/architecture.md): HS256, kid = sub = apiKey, 1 h lifetime. */
export async function signToken(options: TokenOptions): Promise<string> {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const iat = options.iat ?? now;
  const payload: Record<string, unknown> = { sub: options.sub ?? options.apiKey, iat, exp: options.exp ?? iat + 3600 };
  if (options.nbf !== undefined) payload.nbf = options.nbf;
  if (options.jti !== undefined) payload.jti = options.jti;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', kid: options.kid ?? options.apiKey, typ: options.typ ?? 'JWT' })
    .sign(new TextEncoder().encode(options.apiSecret));
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A token built by hand, for the broken cases jose refuses to make (alg `none`, HS256 signature under
 * an `HS384` header, ...): header and payload as given, signed with HMAC-SHA256 unless `signature` is set.
 */
export function signRawToken(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string,
  signature?: string,
): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const sig = signature ?? createHmac('sha256', secret).update(input).digest('base64url');
  return `${input}.${sig}`;
}
