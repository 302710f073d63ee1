import createNextIntlPlugin from 'next-intl/plugin';

// Each request's language and time zone: the user's settings, else the browser's (server/i18n/request.ts).
const withNextIntl = createNextIntlPlugin('./server/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `node <distDir>/standalone/server.js` runs the console with only the files it needs (Dockerfile, docs/operations.md).
  output: 'standalone',
  // The migrations are read from disk at start-up (server/db/migrate.ts): the standalone output carries them.
  outputFileTracingIncludes: { '/*': ['./server/db/migrations/**/*'] },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'pino-pretty', 'prom-client'],
  poweredByHeader: false,
  // Parallel end-to-end runs in one checkout build into their own folders (scripts/e2e-server.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // forbidden() renders app/forbidden.tsx with status 403 for a signed-in user of the wrong role.
  experimental: { authInterrupts: true },
};

export default withNextIntl(nextConfig);
