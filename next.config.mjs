/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // Parallel end-to-end runs in one checkout build into their own folders (scripts/e2e-server.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // forbidden() renders app/forbidden.tsx with status 403 for a signed-in user of the wrong role.
  experimental: { authInterrupts: true },
};

export default nextConfig;
