import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { user as users } from '@/server/db/schema';
import { readTwoFactorRequirement, type TwoFactorRequirement } from '@/server/settings/two-factor-requirement';
import type { ConsoleUser } from './roles';

export interface TwoFactorStatus {
  on: boolean;
  /** An admin requires it for the user's role (it cannot be turned off). */
  requiredForRole: boolean;
  /** Required and not set up: the console is closed to them until they do. */
  setupRequired: boolean;
}

/** The Account page's two-factor card. */
export async function loadTwoFactorStatus(user: ConsoleUser): Promise<TwoFactorStatus> {
  const db = await getDb();
  const [[row], requirement] = await Promise.all([
    db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id)),
    readTwoFactorRequirement(db),
  ]);
  return {
    on: row?.on === true,
    requiredForRole: (requirement as Record<string, string | undefined>)[user.role] !== undefined,
    setupRequired: user.twoFactorSetupRequired === true,
  };
}

/** The Users page's setting: which roles must use two-factor. */
export async function loadTwoFactorRequirement(): Promise<TwoFactorRequirement> {
  return readTwoFactorRequirement(await getDb());
}
