import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { queueAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { account, rateLimit, session, twoFactor, user, verification } from '@/server/db/schema';
import { createSignInThrottle, withSignInThrottle } from './sign-in-throttle';
import { safeMessage } from '@/server/log/error-fields';
import { componentLogger } from '@/server/log/logger';

const authLog = componentLogger('auth');

export interface AuthOptions {
  db: Db;
  secret: string;
  /** The console's public URL; unset: taken from each request. */
  baseURL?: string;
  /** Sign-in attempts (password step, and two-factor code step) allowed per client address and window. */
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
 * Better Auth warns, at the first request it rate-limits, that it "could not determine a client IP" and counts
 * every client in one bucket. Without a trusted proxy that is what the console chose (`ipAddressHeaders: []`
 * below: anyone can write X-Forwarded-For), not a fault, and no setting keeps the shared count without the
 * warning (`disableIpTracking` would stop the counting). So the console says it once (Better Auth says it once
 * a process), at info, in its own words; with trusted proxies the warning stays a warning.
 */
export const SHARED_SIGN_IN_COUNT_MESSAGE =
  'no trusted proxy (TRUSTED_PROXIES) tells clients apart: sign-in and two-factor code attempts are counted for all of them together';
export const noClientAddress = (message: string) => message.startsWith('Rate limiting could not determine a client IP');

/**
 * Dashboard authentication: e-mail and password, sessions in the database (never cached in a cookie,
 * so deleting a session row ends it at once), sign-in rate-limited through the database.
 * Users are created and changed only by the console's own audited code (server/auth/user-admin.ts).
 */
export function createAuth(options: AuthOptions) {
  const { db } = options;
  const trustedProxies = options.trustedProxies?.length ? [...options.trustedProxies] : null;
  const signInLimit = options.signInLimit ?? (trustedProxies ? SIGN_IN_LIMIT : SHARED_SIGN_IN_LIMIT);
  const auth = betterAuth({
    appName: 'Partner Console',
    // Into the console's log as JSON lines: the message's first line only (its other arguments may hold user data).
    logger: {
      level: 'warn',
      log: (level, message) => {
        if (!trustedProxies && noClientAddress(message))
          return authLog.info({ signInLimit }, SHARED_SIGN_IN_COUNT_MESSAGE);
        authLog[level]({ source: 'better-auth' }, safeMessage(message));
      },
    },
    secret: options.secret,
    // Unset: taken from each request (any host), said to Better Auth in its own terms so it does not warn. The
    // fallback serves only calls made without a request (creating the start-up users), which build no link.
    baseURL: options.baseURL ?? { allowedHosts: ['*'], fallback: 'http://localhost' },
    // Without a configured URL, a request is trusted when its Origin is the host it was sent to (same origin).
    ...(options.baseURL ? {} : { trustedOrigins: (request?: Request) => (request ? sameOrigin(request) : []) }),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
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
      // Two-factor is turned on and off, and recovery codes renewed, by audited server actions
      // (server/account/two-factor-actions.ts, through auth.api); only the sign-in step stays on HTTP.
      '/two-factor/enable',
      '/two-factor/disable',
      '/two-factor/generate-backup-codes',
      '/two-factor/get-totp-uri',
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      // The code step of a two-factor sign-in counts like the password step. Better Auth's own rule for it (3 in
      // 10 s) would, without a trusted proxy, be one count for every user of the console at once.
      customRules: { '/sign-in/email': signInLimit, '/two-factor/*': signInLimit },
    },
    advanced: {
      useSecureCookies: options.baseURL ? options.baseURL.startsWith('https://') : false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Explicit, so tests (NODE_ENV=test turns it off by default) check what production does.
      disableOriginCheck: false,
      // No header at all without a trusted proxy: every attempt shares one count (see trustedProxies).
      ipAddress: trustedProxies ? { ipAddressHeaders: ['x-forwarded-for'], trustedProxies } : { ipAddressHeaders: [] },
    },
    hooks: {
      // A recovery code used to sign in is worth knowing about (the phone may be lost): audited.
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession;
        if (ctx.path !== '/two-factor/verify-backup-code' || !signedIn) return;
        queueAudit(
          {
            user: { id: signedIn.user.id, email: signedIn.user.email },
            action: 'auth.recovery-code',
            targetType: 'user',
            targetId: signedIn.user.id,
            summary: 'Signed in with a two-factor recovery code',
          },
          db,
        );
      }),
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
    plugins: [
      // TOTP with recovery codes; the secret and the codes are stored encrypted with the auth secret.
      twoFactorPlugin({ issuer: 'Partner Console', backupCodeOptions: { storeBackupCodes: 'encrypted' } }),
      nextCookies(),
    ],
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
