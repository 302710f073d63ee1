import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  sandboxDemoAccount,
  sandboxReadOnlyAccount,
  sandboxSecondAccount,
} from '../../lib/partner-api/sandbox-credentials';

const root = path.resolve(import.meta.dirname, '../..');

/** `PARTNER_API_SECRET=…` from the env files Next.js would load, in case one configures the console under test. */
function secretsFromEnvFiles(): string[] {
  const found: string[] = [];
  for (const name of ['.env', '.env.local', '.env.production', '.env.production.local']) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(
      /^\s*(?:export\s+)?PARTNER_API_SECRET\s*=\s*["']?([^"'\s#]+)/gm,
    ))
      found.push(m[1]!);
  }
  return found;
}

function secretsFromSandboxAccounts(): string[] {
  try {
    const accounts = JSON.parse(process.env.SANDBOX_ACCOUNTS ?? '[]') as Array<{ apiSecret?: unknown }>;
    return accounts.map((a) => a.apiSecret).filter((s): s is string => typeof s === 'string');
  } catch {
    return [];
  }
}

/** Every partner secret the console under test could hold: the built-in sandbox ones and any configured. */
export function knownSecrets(): string[] {
  const all = [
    sandboxDemoAccount.apiSecret,
    sandboxSecondAccount.apiSecret,
    sandboxReadOnlyAccount.apiSecret,
    process.env.PARTNER_API_SECRET ?? '',
    ...secretsFromEnvFiles(),
    ...secretsFromSandboxAccounts(),
  ];
  return [...new Set(all.filter((s) => s.length >= 8))];
}

/** A JWT: base64url of `{"…` (header), a dot, the payload. */
const jwtPattern = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;
/** The start of any JOSE header (`{"alg":`) or JSON object encoded in base64url, even without a payload. */
const joseHeaderPattern = /eyJhbGci[A-Za-z0-9_-]*/g;

export interface Leak {
  kind: 'secret' | 'jwt';
  /** The hit, shortened: the report must not spread the secret further. */
  sample: string;
}

export function findLeaks(text: string, secrets: readonly string[]): Leak[] {
  const leaks: Leak[] = [];
  for (const secret of secrets)
    if (text.includes(secret)) leaks.push({ kind: 'secret', sample: `${secret.slice(0, 10)}…` });
  for (const pattern of [jwtPattern, joseHeaderPattern]) {
    for (const m of text.matchAll(pattern)) leaks.push({ kind: 'jwt', sample: `${m[0].slice(0, 16)}…` });
  }
  return leaks;
}

/** Every file below a folder. */
export function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, found);
    else found.push(full);
  }
  return found;
}

/** The build folder scripts/e2e-server.mjs builds into for this port. */
export { distDirFor } from '../support/e2e-port';

/** The page routes under app/ on disk: app/(console)/users/page.tsx -> /users; dynamic segments kept as [name]. */
export function pageRoutes(): string[] {
  const appDir = path.join(root, 'app');
  return filesUnder(appDir)
    .filter((file) => /[\\/]page\.(tsx|ts|jsx|js)$/.test(file) && !file.split(path.sep).some((s) => s.startsWith('_')))
    .map((file) => {
      const segments = path
        .relative(appDir, path.dirname(file))
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'));
      return `/${segments.join('/')}`;
    })
    .sort();
}

/** The page routes the build under test holds (a page added on disk after the build is not in it). */
export function builtPageRoutes(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => key.endsWith('/page'))
      .map(([, route]) => route),
  );
}

export const isDynamic = (route: string) => /\[[^\]]+\]/.test(route);

/** A pattern matching concrete paths of a dynamic route (`/students/[studentId]` -> `/students/<anything>`). */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) =>
      /^\[\[?\.\.\./.test(segment)
        ? '[^?#"\'\\s]+'
        : /^\[.+\]$/.test(segment)
          ? '[^/?#"\'\\s]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}
