import 'server-only';
import type { ConsoleRole } from './roles';
import type { UserAdmin } from './user-admin';

/** Sandbox mode only: one user per role, sharing this password (printed by `npm run demo`). */
export const DEMO_PASSWORD = 'demo-password-2024';

export const demoUsers: ReadonlyArray<{ email: string; name: string; role: ConsoleRole; schools: string[] }> = [
  { email: 'admin@demo.test', name: 'Demo Admin', role: 'admin', schools: [] },
  { email: 'support@demo.test', name: 'Demo Support', role: 'support', schools: [] },
  {
    email: 'coordinator@demo.test',
    name: 'Demo Coordinator',
    role: 'coordinator',
    schools: ['Tbilisi Public School No. 1'],
  },
];

/** Creates the demo users that do not exist yet; returns the e-mails created. */
export async function ensureDemoUsers(admin: UserAdmin): Promise<string[]> {
  const created: string[] = [];
  for (const demo of demoUsers) {
    if (await admin.findByEmail(demo.email)) continue;
    await admin.create({ ...demo, password: DEMO_PASSWORD });
    created.push(demo.email);
  }
  return created;
}
