import { createRequire } from 'node:module';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { precompressStatic } from './scripts/precompress-static.mjs';

// Each request's language and time zone: the user's settings, else the browser's (server/i18n/request.ts).
const withNextIntl = createNextIntlPlugin('./server/i18n/request.ts');
const development = process.env.NODE_ENV === 'development';

/**
 * A module of use-intl, as the rest of use-intl resolves it (its development build under `next dev`): a path from
 * the project's root, as Turbopack's aliases take them. `format-message`: compiles an ICU message, then formats
 * it; `format-message/format-only`: formats a message compiled beforehand.
 */
function moduleOfUseIntl(name) {
  const file = createRequire(import.meta.url).resolve(`use-intl/${name}`);
  const built = development ? file.replace('/production/', '/development/') : file;
  return `./${path.relative(process.cwd(), built)}`;
}

/**
 * A browser that accepts brotli gets the build's scripts and stylesheets as the `.br` files written beside them
 * after each build (scripts/precompress-static.mjs), which Next.js serves as any static file; the headers name
 * the encoding and the type (not the `.br` file's). Any other browser gets them gzip from Next.js as before.
 * `next dev` writes no `.br` files and serves its scripts as they are.
 */
const acceptsBrotli = [{ type: 'header', key: 'accept-encoding', value: '.*\\bbr\\b.*' }];
const brotliTypes = { js: 'application/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

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
  compiler: { runAfterProductionCompile: precompressStatic },
  async rewrites() {
    if (development) return [];
    return {
      beforeFiles: [
        {
          source: '/_next/static/:file(.+\\.(?:js|css))',
          has: acceptsBrotli,
          destination: '/_next/static/:file.br',
        },
      ],
    };
  },
  async headers() {
    if (development) return [];
    return Object.entries(brotliTypes).map(([extension, type]) => ({
      source: `/_next/static/:file(.+\\.${extension})`,
      has: acceptsBrotli,
      headers: [
        { key: 'Content-Encoding', value: 'br' },
        { key: 'Content-Type', value: type },
      ],
    }));
  },
  // On the server, compiled messages are kept across requests, per language and time zone (lib/i18n/format-message.ts
  // wraps use-intl's formatMessage, which next-intl and use-intl import under this name). The browser gets its
  // messages compiled on the server (lib/i18n/compiled-messages.ts), so its bundles format them without the ICU
  // parser and intl-messageformat (lib/i18n/format-message-browser.ts: format-only, numbers as the server writes them).
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': {
        browser: './lib/i18n/format-message-browser.ts',
        default: './lib/i18n/format-message.ts',
      },
      'use-intl/format-message/compile': moduleOfUseIntl('format-message'),
      'use-intl/format-message/format-only': moduleOfUseIntl('format-message/format-only'),
    },
  },
};

export default withNextIntl(nextConfig);
