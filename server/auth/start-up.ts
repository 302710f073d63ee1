import 'server-only';
import { getEnv, isSandboxMode } from '@/server/env';
import { ensureDemoUsers } from './demo-users';
import type { UserAdmin } from './user-admin';

/**
 * Users that must exist at start-up: the first admin from CONSOLE_ADMIN_EMAIL/PASSWORD when the
 * console has no user yet, and in sandbox mode the demo users. Returns what was created.
 */
export async function ensureStartupUsers(admin: UserAdmin): Promise<string[]> {
  const e = getEnv();
  const created: string[] = [];
  if (e.CONSOLE_ADMIN_EMAIL && e.CONSOLE_ADMIN_PASSWORD && (await admin.count()) === 0) {
    try {
      await admin.create({
        email: e.CONSOLE_ADMIN_EMAIL,
        name: 'Administrator',
        role: 'admin',
        password: e.CONSOLE_ADMIN_PASSWORD,
      });
      created.push(e.CONSOLE_ADMIN_EMAIL);
    } catch (error) {
      // Several instances starting together on one database: another one created the first admin meanwhile.
      if ((await admin.count()) === 0) throw error;
    }
  }
  if (isSandboxMode()) created.push(...(await ensureDemoUsers(admin)));
  return created;
}
