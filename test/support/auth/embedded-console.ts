import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { getAuth } from '@/server/auth/auth';
import type { ConsoleRole, ConsoleUser } from '@/server/auth/roles';
import { getUserAdmin } from '@/server/auth/user-admin';
import { closeDb } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { resetEnvForTests } from '@/server/env';
import { seedDataDir } from '@/test/support/db/template';

/**
 * A test file's own console in sandbox mode (register at the top of the file): a fresh, migrated embedded database
 * (a copy of the run's template, test/support/db/template.ts)
 * in a DATA_DIR of its own, no Partner API, database URL, secret, CONSOLE_URL, first admin or control token from the
 * environment, and TRUSTED_PROXIES naming 192.0.2.1, so that each sign-in names its client in X-Forwarded-For;
 * `env` sets more. The environment is put back after the file. Answers the DATA_DIR.
 */
export function withEmbeddedConsole(name: string, env: Record<string, string> = {}): { dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `console-${name}-`));
  const saved = { ...process.env };
  beforeAll(async () => {
    for (const key of [
      'PARTNER_API_BASE_URL',
      'DATABASE_URL',
      'AUTH_SECRET',
      'CONSOLE_URL',
      'CONSOLE_ADMIN_EMAIL',
      'CONSOLE_ADMIN_PASSWORD',
      'SANDBOX_CONTROL_TOKEN',
    ])
      delete process.env[key];
    Object.assign(process.env, { DATA_DIR: dataDir, TRUSTED_PROXIES: '192.0.2.1', ...env });
    resetEnvForTests();
    await seedDataDir(dataDir);
    await migrate();
  });
  afterAll(async () => {
    await closeDb();
    process.env = saved;
    resetEnvForTests();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir };
}

/** A user of `role` signed in through the handler: who the console's actions see, and the browser's cookie. */
export async function signedInUser(input: {
  email: string;
  name: string;
  role: ConsoleRole;
  password: string;
}): Promise<{ user: ConsoleUser; cookie: string }> {
  const created = await (await getUserAdmin()).create(input);
  const response = await signInThroughHandler(input.email, input.password);
  if (response.status !== 200) throw new Error(`sign-in of ${input.email} answered ${response.status}`);
  return {
    user: { id: created.id, email: created.email, name: created.name, role: input.role, schools: [] },
    cookie: cookiesOf(response),
  };
}

let address = 0;

/**
 * Signs in through Better Auth's HTTP handler as a browser on http://127.0.0.1:3100 would, each time from another
 * client address (named by the trusted proxy), so the sign-in limit does not interfere.
 */
export async function signInThroughHandler(email: string, password: string): Promise<Response> {
  address++;
  return (await getAuth()).handler(
    new Request('http://127.0.0.1:3100/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:3100',
        'x-forwarded-for': `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** The cookies a response set, as the browser sends them on its next request. */
export const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
