import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ConsoleRole } from '@/server/auth/roles';
import type { Db } from '@/server/db/client';
import { keptPerDb } from '@/server/db/kept-per-db';
import { consoleSettings } from '@/server/db/schema';

/** Roles an admin may require two-factor sign-in for (issue 22: admins and support). */
export const twoFactorRoles = ['admin', 'support'] as const satisfies readonly ConsoleRole[];
export type TwoFactorRole = (typeof twoFactorRoles)[number];

const KEY = 'two-factor-required';
/** Per role, since when two-factor is required (ISO); a role absent is not required. */
const valueSchema = z.partialRecord(z.enum(twoFactorRoles), z.string()).catch({});
export type TwoFactorRequirement = Partial<Record<TwoFactorRole, string>>;

/** Which roles must use two-factor sign-in, and since when; read at most every 5 s per process. */
export const readTwoFactorRequirement = keptPerDb(5_000, (db) =>
  db
    .select({ value: consoleSettings.value })
    .from(consoleSettings)
    .where(eq(consoleSettings.key, KEY))
    .then(([row]): TwoFactorRequirement => valueSchema.parse(row?.value ?? {})),
);

/** Sets the roles that must use two-factor; a role already required keeps its date. Answers the new value. */
export async function writeTwoFactorRequirement(
  db: Db,
  roles: readonly TwoFactorRole[],
  by: string,
  now = new Date(),
): Promise<TwoFactorRequirement> {
  readTwoFactorRequirement.forget(db);
  const before = await readTwoFactorRequirement(db);
  const value: TwoFactorRequirement = Object.fromEntries(roles.map((r) => [r, before[r] ?? now.toISOString()]));
  await db
    .insert(consoleSettings)
    .values({ key: KEY, value, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: consoleSettings.key, set: { value, updatedAt: now, updatedBy: by } });
  readTwoFactorRequirement.forget(db);
  return value;
}

/**
 * Whether this session must set up two-factor before using the console: the role requires it, the user has not
 * turned it on, and the session began once it was required (people already at work are asked at their next
 * sign-in, not thrown out mid-task).
 */
export function mustSetUpTwoFactor(
  requirement: TwoFactorRequirement,
  user: { role: ConsoleRole; twoFactorEnabled: boolean },
  sessionCreatedAt: Date,
): boolean {
  if (user.twoFactorEnabled) return false;
  const since = (requirement as Record<string, string | undefined>)[user.role];
  return since !== undefined && sessionCreatedAt.getTime() >= Date.parse(since);
}
