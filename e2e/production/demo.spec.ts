import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { distDirFor, e2eBasePort } from '../support/e2e-port';
import { DEMO_PASSWORD, demoEmail, roles } from '../support/users';
import { freePort, root, run, waitFor } from './support/standalone-server';

/**
 * Issue 32 item 9: `npm run demo` (scripts/demo.mjs, on the end-to-end build instead of a build of its own) starts
 * the standalone server, prints the address and every demo login, and no warning: not Next's about `next start`
 * and standalone output, not Better Auth's about its base URL or about telling clients apart. A demo login signs in.
 */
test('the demo prints every demo login and no warning, and its address signs a demo user in', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-demo-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (/^(PARTNER_API_|DATABASE_URL|AUTH_SECRET|CONSOLE_|SANDBOX_|NODE_OPTIONS|LOG_LEVEL|HOSTNAME)/.test(key))
      delete env[key];
  const demo = run('demo', [process.execPath, 'scripts/demo.mjs'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDirFor(e2eBasePort()),
      DEMO_SKIP_BUILD: '1',
    },
    url: `http://localhost:${port}`,
  });
  const output = () => demo.lines.join('\n');
  try {
    await waitFor(demo, `http://127.0.0.1:${port}/api/health/live`, 120_000);
    await expect.poll(output).toContain(`  Demo logins, password ${DEMO_PASSWORD}:`);
    expect(output()).toContain(`  Partner Console (embedded sandbox): http://localhost:${port}\n`);
    for (const role of roles) expect(output()).toMatch(new RegExp(`^ {4}${role} +${demoEmail(role)}$`, 'm'));

    // Signed in as the coordinator at the printed address and at 127.0.0.1 alike (no CONSOLE_URL: the address is
    // each request's); Better Auth counts the attempts with no client address told apart, which the console says
    // once, at info.
    for (const host of ['localhost', '127.0.0.1']) {
      const signIn = await fetch(`http://${host}:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://${host}:${port}` },
        body: JSON.stringify({ email: demoEmail('coordinator'), password: DEMO_PASSWORD }),
      });
      expect(signIn.status, host).toBe(200);
    }
    await expect
      .poll(() => demo.logs().filter((l) => String(l.msg).startsWith('no trusted proxy (TRUSTED_PROXIES)')))
      .toEqual([expect.objectContaining({ level: 'info', component: 'auth' })]);
  } finally {
    await demo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const warnings = demo.lines.filter(
    (line) => /"level":"(warn|error|fatal)"/.test(line) || (!line.startsWith('{') && /warn|⚠/i.test(line)),
  );
  expect(warnings, output()).toEqual([]);
});
