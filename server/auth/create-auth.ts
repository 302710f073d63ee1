import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { account, rateLimit, session, user, verification } from '@/server/db/schema';
import { createSignInThrottle, withSignInThrottle } from './sign-in-throttle';
import { safeMessage } from '@/server/log/error-fields';
import { componentLogger } from '@/server/log/logger';

const authLog = componentLogger('auth');

export interface AuthOptions {
  db: Db;
  secret: string;
  /** The console's public URL; unset: taken from each request. */
  baseURL?: string;
  /** Sign-in attempts allowed per client address and window. */
  signInLimit?: { window: number; max: number };
  /**
   * Addresses (or CIDR ranges) of the reverse proxies that set X-Forwarded-For (`TRUSTED_PROXIES`). Without
   * them the header is ignored: anyone can write it, so sign-in attempts are counted all together.
   */
  trustedProxies?: readonly string[];
}

export const SIGN_IN_LIMIT = { window: 60, max: 10 } as const;
/** Every address together, when no trusted proxy tells them apart. */
export const SHARED_SIGN_IN_LIMIT = { window: 60, max: 30 } as const;
export const DISABLED_MESSAGE = 'This account is disabled. Ask an administrator to enable it.';

/**
 * Dashboard authentication: e-mail and password, sessions in the database (never cached in a cookie,
 * so deleting a session row ends it at once), sign-in rate-limited through the database.
 * Users are created and changed only by the console's own audited code (server/auth/user-admin.ts).
 */
export function createAuth(options: AuthOptions) {
  const { db } = options;
  const trustedProxies = options.trustedProxies?.length ? [...options.trustedProxies] : null;
  const auth = betterAuth({
    appName: 'Partner Console',
    // Into the console's log as JSON lines: the message's first line only (its other arguments may hold user data).
    logger: {
      level: 'warn',
      log: (level, message) => authLog[level]({ source: 'better-auth' }, safeMessage(message)),
    },
    secret: options.secret,
    baseURL: options.baseURL,
    // Without a configured URL, a request is trusted when its Origin is the host it was sent to (same origin).
    ...(options.baseURL ? {} : { trustedOrigins: (request?: Request) => (request ? sameOrigin(request) : []) }),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    // Better Auth never creates users here (sign-up is off); the default only satisfies its schema check.
    user: { additionalFields: { role: { type: 'string', required: true, input: false, defaultValue: 'coordinator' } } },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8, maxPasswordLength: 128 },
    session: { expiresIn: 60 * 60 * 12, updateAge: 60 * 60, cookieCache: { enabled: false } },
    // Self-service changes would bypass the audit log: user changes go through server actions.
    disabledPaths: [
      '/sign-up/email',
      '/update-user',
      '/change-email',
      '/change-password',
      '/delete-user',
      '/request-password-reset',
      '/reset-password',
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: { '/sign-in/email': options.signInLimit ?? (trustedProxies ? SIGN_IN_LIMIT : SHARED_SIGN_IN_LIMIT) },
    },
    advanced: {
      useSecureCookies: options.baseURL ? options.baseURL.startsWith('https://') : false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Explicit, so tests (NODE_ENV=test turns it off by default) check what production does.
      disableOriginCheck: false,
      // No header at all without a trusted proxy: every attempt shares one count (see trustedProxies).
      ipAddress: trustedProxies ? { ipAddressHeaders: ['x-forwarded-for'], trustedProxies } : { ipAddressHeaders: [] },
    },
    databaseHooks: {
      session: {
        create: {
          async before(newSession) {
            const [row] = await db.select({ disabled: user.disabled }).from(user).where(eq(user.id, newSession.userId));
            if (!row || row.disabled)
              throw new APIError('FORBIDDEN', { message: DISABLED_MESSAGE, code: 'ACCOUNT_DISABLED' });
          },
        },
      },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
  return Object.assign(auth, { handler: withSignInThrottle(auth.handler, createSignInThrottle(db)) });
}

function sameOrigin(request: Request): string[] {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return [url.origin, ...(host ? [`${proto}://${host}`] : [])];
}

export type ConsoleAuth = ReturnType<typeof createAuth>;
