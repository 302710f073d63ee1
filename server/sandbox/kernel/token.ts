import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxAccount } from './accounts';
import { SandboxError } from './errors';

/** Every token problem answers the same 401 (spec §5 "Request"). */
export const unauthorized = () => new SandboxError(401, 'unauthorized', 'Missing, invalid or expired access token.');

const TOLERANCE = 30;
const MAX_LIFETIME = 3600;

export interface VerifiedToken {
  account: SandboxAccount;
  /** SHA-256 of the token: how a revocation names it (the token itself is never kept). */
  tokenHash: string;
  exp: number;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A base64url JSON object segment, or undefined (padding and other alphabets are refused). */
function decodeSegment(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const isWholeSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Spec §5: (1) `kid` names an active account; (2) HS256 signature with that account's secret, HS256
 * only; (3) `sub` equals `kid`, `iat`/`exp` whole seconds, `iat` at most 30 s ahead, `exp` after `iat`
 * and at most 3600 s after it, 30 s tolerance after `exp`, `nbf` honoured with 30 s tolerance;
 * (4) not revoked. Throws the 401 on any failure.
 */
export async function verifyToken(
  authorization: string | null,
  accounts: readonly SandboxAccount[],
  nowSeconds: number,
  revoked: Record<string, number>,
): Promise<VerifiedToken> {
  const match = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw unauthorized();
  const token = match[1]!;
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = token.split('.');
  const header = decodeSegment(encodedHeader);
  if (!header || header.alg !== 'HS256' || typeof header.kid !== 'string') throw unauthorized();
  if (header.typ !== undefined && (typeof header.typ !== 'string' || header.typ.toUpperCase() !== 'JWT'))
    throw unauthorized();
  const account = accounts.find((a) => a.isActive && a.apiKey === header.kid);
  if (!account) throw unauthorized();

  // HMAC-SHA256 over `header.payload` with the secret's UTF-8 bytes exactly (spec §5 "Signature").
  const expected = createHmac('sha256', account.apiSecret).update(`${encodedHeader}.${encodedPayload}`).digest();
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw unauthorized();
  const payload = decodeSegment(encodedPayload);
  if (!payload) throw unauthorized();
  const { sub, iat, exp, nbf } = payload;
  if (sub !== header.kid) throw unauthorized();
  if (!isWholeSeconds(iat) || !isWholeSeconds(exp)) throw unauthorized();
  if (iat > nowSeconds + TOLERANCE) throw unauthorized();
  if (exp <= iat || exp - iat > MAX_LIFETIME) throw unauthorized();
  if (nowSeconds >= exp + TOLERANCE) throw unauthorized();
  if (nbf !== undefined && (!isWholeSeconds(nbf) || nowSeconds < nbf - TOLERANCE)) throw unauthorized();

  const hash = tokenHash(token);
  if (hash in revoked) throw unauthorized();
  return { account, tokenHash: hash, exp };
}
