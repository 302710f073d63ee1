import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUsers } from '@/server/auth/demo-users';
import { demoBanner, demoLogins } from './demo-banner.mjs';

/** Issue 32 item 9: `npm run demo` prints every demo login (it once missed the coordinator, written over 6 lines). */
const source = readFileSync(new URL('../server/auth/demo-users.ts', import.meta.url), 'utf8');

describe("the demo's start-up banner", () => {
  it('lists every demo user of server/auth/demo-users.ts with their role, and the password', () => {
    const logins = demoLogins(source);
    expect(logins).toEqual({
      password: DEMO_PASSWORD,
      users: demoUsers.map(({ email, role }) => ({ email, role })),
    });
    const banner = demoBanner({ url: 'http://localhost:3000', seedLine: '  Seeded.', logins });
    expect(banner).toContain('  Partner Console (embedded sandbox): http://localhost:3000\n');
    expect(banner).toContain(`  Demo logins, password ${DEMO_PASSWORD}:\n`);
    for (const { email, role } of demoUsers) expect(banner).toContain(`\n    ${role.padEnd(12)} ${email}\n`);
    expect(banner.match(/@demo\.test/g)).toHaveLength(3);
  });

  it('reads an entry on one line or over several, and refuses a file with none', () => {
    const oneLine = "{ email: 'a@demo.test', name: 'A', role: 'admin', schools: [] },";
    const several = "{\n    email: 'c@demo.test',\n    name: 'C',\n    role: 'coordinator',\n    schools: ['S'],\n  },";
    expect(demoLogins(`DEMO_PASSWORD = 'pw-1';\n${oneLine}\n${several}`).users).toEqual([
      { email: 'a@demo.test', role: 'admin' },
      { email: 'c@demo.test', role: 'coordinator' },
    ]);
    expect(() => demoLogins("DEMO_PASSWORD = 'pw-1';")).toThrow(/no demo logins/);
  });
});
