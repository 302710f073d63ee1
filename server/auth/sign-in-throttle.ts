import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { queueAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { rateLimit, user } from '@/server/db/schema';

/** Wrong passwords an account may have before each further attempt waits. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_S = 30;
const LONGEST_WAIT_S = 15 * 60;
/** An account's failures are forgotten this long after its last one. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/** Seconds an account with `failures` consecutive wrong passwords waits after the last: 30, 60, 120, … 900. */
export function backOffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_S * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_S);
}

/**
 * Per-account sign-in back-off, whatever address the attempts come from. The count lives in Better Auth's
 * rate_limit table (under its own key prefix), so every instance shares it; a correct password clears it.
 */
export function createSignInThrottle(db: Db, now: () => number = Date.now) {
  const keyOf = (email: string) => `account-sign-in-failures|${email.trim().toLowerCase()}`;

  /** Seconds to wait before this account may try again; 0 when it may try now. */
  async function waitSeconds(email: string): Promise<number> {
    const [row] = await db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, keyOf(email)));
    if (!row || now() - row.lastRequest > FORGET_AFTER_MS) return 0;
    const until = row.lastRequest + backOffSeconds(row.count) * 1000;
    return Math.max(0, Math.ceil((until - now()) / 1000));
  }

  async function recordFailure(email: string): Promise<number> {
    const at = now();
    const [row] = await db
      .insert(rateLimit)
      .values({ id: crypto.randomUUID(), key: keyOf(email), count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} < ${at - FORGET_AFTER_MS} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: at,
        },
      })
      .returning({ count: rateLimit.count });
    const failures = row?.count ?? 1;
    if (failures === FREE_FAILURES || (failures > FREE_FAILURES && failures % 10 === 0))
      await auditFailures(email, failures);
    return failures;
  }

  async function auditFailures(email: string, failures: number): Promise<void> {
    const normalized = email.trim().toLowerCase();
    const [known] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized));
    queueAudit(
      {
        user: { id: known?.id ?? 'anonymous', email: normalized },
        action: 'auth.sign-in-failures',
        targetType: 'user',
        targetId: known?.id ?? normalized,
        summary: `${failures} wrong passwords in a row for ${normalized}; further attempts wait ${backOffSeconds(failures)} s`,
        details: { failures, waitSeconds: backOffSeconds(failures) },
      },
      db,
    );
  }

  async function recordSuccess(email: string): Promise<void> {
    await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
  }

  return { waitSeconds, recordFailure, recordSuccess };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

const SIGN_IN_PATH = /\/sign-in\/email\/?$/;

/** Better Auth's handler with the per-account back-off in front of e-mail sign-in. */
export function withSignInThrottle(handler: (request: Request) => Promise<Response>, throttle: SignInThrottle) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST' || !SIGN_IN_PATH.test(new URL(request.url).pathname)) return handler(request);
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email : '';
    if (!email) return handler(request);
    const wait = await throttle.waitSeconds(email);
    if (wait > 0) {
      return Response.json(
        { code: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong passwords for this account. Wait and try again.' },
        { status: 429, headers: { 'X-Retry-After': String(wait), 'Retry-After': String(wait) } },
      );
    }
    const response = await handler(request);
    if (response.status === 401) await throttle.recordFailure(email);
    else if (response.ok) await throttle.recordSuccess(email);
    return response;
  };
}
