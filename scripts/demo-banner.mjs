// What `npm run demo` prints once the console is up (scripts/demo.mjs): its address, the seed and the demo logins.
// Plain JavaScript (the demo runs before anything is built); scripts/demo-banner.test.ts checks it against the users.

/**
 * The demo logins, read from the one place that defines them (server/auth/demo-users.ts, written as Prettier
 * lays it out: an entry on one line or over several). Throws when it finds none, rather than print an empty list.
 */
export function demoLogins(source) {
  const password = /DEMO_PASSWORD = '([^']+)'/.exec(source)?.[1];
  const users = [...source.matchAll(/\{\s*email:\s*'([^']+)',\s*name:\s*'[^']*',\s*role:\s*'([a-z]+)'/g)].map(
    ([, email, role]) => ({ email, role }),
  );
  if (!password || users.length === 0)
    throw new Error('npm run demo: no demo logins found in server/auth/demo-users.ts');
  return { password, users };
}

/** The lines printed under the server's own once it is ready. */
export function demoBanner({ url, seedLine, logins }) {
  return [
    '',
    `  Partner Console (embedded sandbox): ${url}`,
    '',
    seedLine,
    '',
    `  Demo logins, password ${logins.password}:`,
    ...logins.users.map(({ email, role }) => `    ${role.padEnd(12)} ${email}`),
    '',
  ].join('\n');
}
