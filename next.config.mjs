/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  typedRoutes: false,
  // forbidden() renders app/forbidden.tsx with status 403 for a signed-in user of the wrong role.
  experimental: { authInterrupts: true },
};

export default nextConfig;
