import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cache } from 'react';
import { eq, sql } from 'drizzle-orm';
import { headers } from 'next/headers';
import { isLocale } from '@/lib/i18n/locales';
import { isTimeZone } from '@/lib/i18n/time-zones';
import { getDb } from '@/server/db/client';
import { preparedStatement } from '@/server/db/prepared';
import { noteRequestUser } from '@/server/log/request-context';
import { session, user } from '@/server/db/schema';
import { mustSetUpTwoFactor, readTwoFactorRequirement } from '@/server/settings/two-factor-requirement';
import { getAuth } from './auth';
import { isConsoleRole, type ConsoleUser } from './roles';

type UserRow = typeof user.$inferSelect;

/** A cookie's value from a Cookie header, URL-decoded; undefined when absent, null when malformed. */
function cookieValue(header: string | null, name: string): string | null | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return undefined;
}

/** The session token of a cookie signed as Better Auth signs it (`token.base64(HMAC-SHA256)`), or null. */
function signedToken(value: string | null, secret: string): string | null {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session of a token, joined with its user: sent on nearly every request, so built once. */
const sessionWithUser = preparedStatement('session_with_user', (db, name) =>
  db
    .select({ row: user, createdAt: session.createdAt, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare(name),
);

/**
 * The session and its user in one statement (a join on the session's token), when Better Auth would answer the
 * same without writing: the signed cookie holds, the session has not expired and is not due to be extended
 * (`updateAge`). `undefined`: not sure, ask Better Auth (it extends or deletes the session as it does).
 */
async function sessionInOneStatement(
  requestHeaders: Headers,
): Promise<{ row: UserRow; sessionCreatedAt: Date } | null | undefined> {
  const context = await (await getAuth()).$context;
  const value = cookieValue(requestHeaders.get('cookie'), context.authCookies.sessionToken.name);
  // No session cookie: anonymous, as Better Auth would say after its own request handling (it caches no session
  // in another cookie and takes no bearer token here); the sign-in page's every view.
  if (value === undefined) return null;
  const token = signedToken(value, context.secret);
  if (!token) return undefined;
  const [found] = await sessionWithUser(await getDb()).execute({ token });
  if (!found) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const expires = found.expiresAt.getTime();
  const now = Date.now();
  if (expires <= now || expires - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
  return { row: found.row, sessionCreatedAt: found.createdAt };
}

/** The same through Better Auth's getSession (which may extend the session), then the user's row. */
async function sessionThroughBetterAuth(
  requestHeaders: Headers,
): Promise<{ row: UserRow; sessionCreatedAt: Date } | null> {
  const found = await (await getAuth()).api.getSession({ headers: requestHeaders });
  if (!found) return null;
  const [row] = await (await getDb()).select().from(user).where(eq(user.id, found.user.id));
  return row ? { row, sessionCreatedAt: new Date(found.session.createdAt) } : null;
}

/**
 * The user of the session these request headers carry; null when anonymous, disabled or of an unknown role. One
 * statement on most requests (session and user joined); Better Auth's own path when the session is due for
 * extension or anything about the cookie is unusual.
 */
export async function getUserFromHeaders(requestHeaders: Headers): Promise<ConsoleUser | null> {
  const quick = await sessionInOneStatement(requestHeaders);
  const found = quick === undefined ? await sessionThroughBetterAuth(requestHeaders) : quick;
  if (!found) return null;
  const { row } = found;
  const db = await getDb();
  if (row.disabled || !isConsoleRole(row.role)) return null;
  noteRequestUser(row.id);
  const required = mustSetUpTwoFactor(
    await readTwoFactorRequirement(db),
    { role: row.role, twoFactorEnabled: row.twoFactorEnabled },
    found.sessionCreatedAt,
  );
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    schools: row.role === 'coordinator' ? row.schools : [],
    ...(isLocale(row.language) ? { language: row.language } : {}),
    ...(isTimeZone(row.timeZone) ? { timeZone: row.timeZone } : {}),
    ...(required ? { twoFactorSetupRequired: true } : {}),
  };
}

/** The signed-in user of the current request (pages, layouts, server actions); looked up once per request. */
export const getCurrentUser = cache(async (): Promise<ConsoleUser | null> => getUserFromHeaders(await headers()));

/** The id of the current request's session (a password change keeps it and ends the others); null when anonymous. */
export async function getCurrentSessionId(): Promise<string | null> {
  const found = await (await getAuth()).api.getSession({ headers: await headers() });
  return found?.session.id ?? null;
}
