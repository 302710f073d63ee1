import 'server-only';
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { isLocale } from '@/lib/i18n/locales';
import { isTimeZone } from '@/lib/i18n/time-zones';
import { getDb } from '@/server/db/client';
import { noteRequestUser } from '@/server/log/request-context';
import { user } from '@/server/db/schema';
import { mustSetUpTwoFactor, readTwoFactorRequirement } from '@/server/settings/two-factor-requirement';
import { getAuth } from './auth';
import { isConsoleRole, type ConsoleUser } from './roles';

/** The user of the session these request headers carry; null when anonymous, disabled or of an unknown role. */
export async function getUserFromHeaders(requestHeaders: Headers): Promise<ConsoleUser | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: requestHeaders });
  if (!found) return null;
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.id, found.user.id));
  if (!row || row.disabled || !isConsoleRole(row.role)) return null;
  noteRequestUser(row.id);
  const required = mustSetUpTwoFactor(
    await readTwoFactorRequirement(db),
    { role: row.role, twoFactorEnabled: row.twoFactorEnabled },
    new Date(found.session.createdAt),
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
