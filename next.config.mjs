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
  // The end-to-end build (scripts/e2e-server.mjs) skips the build's own type check, about 30 s: `npm test` has
  // already run `npm run typecheck`, which checks the same files and Next's route validators (`next typegen`).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPE_CHECK === '1' },
  // forbidden() renders app/forbidden.tsx with status 403 for a signed-in user of the wrong role.
  experimental: { authInterrupts: true },
};

export default withNextIntl(nextConfig);
