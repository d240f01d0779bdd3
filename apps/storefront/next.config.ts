import { join } from 'node:path';
import type { NextConfig } from 'next';
import { HSTS_HEADER, securityHeaders } from './lib/security-headers';

/**
 * The commerce server, for the `/assets` rewrite. Next fixes a rewrite's destination when the app
 * is built, so a build for another commerce address needs COMMERCE_URL at build time too.
 */
const commerceUrl = process.env.COMMERCE_URL ?? 'http://localhost:3001';

/** The part of webpack's configuration the client build changes. */
interface WebpackConfig {
  output: { hashDigestLength?: number };
  resolve: { alias: Record<string, string> };
  optimization: { splitChunks?: false | { minSize?: number } };
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page's metadata (title, description, alternates) is in its head. For a page that renders
  // per request Next 15 streams it instead: a Suspense boundary in the body, sent out of place
  // once it resolves (e2e/tests/routing/first-paint.spec.ts), except for the visitors this names
  // "HTML-limited bots", for whom it waits. Here every visitor is one.
  htmlLimitedBots: /.*/,
  // `pnpm run lint` checks the code; the build does not lint it again.
  eslint: { ignoreDuringBuilds: true },
  experimental: {
    globalNotFound: true,
    rootParams: true,
    // A server part's `import { … } from '@dar/ui'` names the components' own modules, so the page
    // ships the client references it uses rather than every one the package's index reaches.
    optimizePackageImports: ['@dar/ui', '@dar/commerce-hooks', '@dar/i18n'],
  },
  // Replicas share Next's page and data cache in Redis (cache-handler.mjs), so a tag revalidated
  // through one is stale on all; one process keeps Next's own file-system cache.
  ...(process.env.REDIS_URL
    ? { cacheHandler: join(import.meta.dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // The client build (webpack; Next 15.5's Turbopack build is a beta and loads 10 KB more of
  // Next's own code on every page: docs/decisions.md "The storefront runs on Next 15.5").
  webpack(config: WebpackConfig, { isServer }: { isServer: boolean }) {
    if (isServer) return config;
    // Next splits out the modules a page's entries share (the root layout, the shop's layout, the
    // page, its error and not-found screens) only from 20 KB; below, each entry has its own copy.
    // From 10 KB they are shared chunks: 3–9 KB less on a first load, for three scripts more
    // (docs/decisions.md "The storefront runs on Next 15.5").
    if (config.optimization.splitChunks) config.optimization.splitChunks.minSize = 10_000;
    // Eight hex digits of content hash in the files' names, not Next's sixteen: the page's HTML
    // names a client component's chunks each time it uses one (its RSC payload), and the Arabic
    // product page's is 0.4 KB smaller for it (gzip). Eight still tell a build's files apart.
    config.output.hashDigestLength = 8;
    // The browser gets every message parsed ahead (lib/document.tsx: compiledMessagesFor) and
    // formats it with @dar/i18n's own formatter, without react-intl. Should anything bring the ICU
    // parser (about 10 KB gzip) into the client bundle, this keeps it out: the server, which
    // formats catalogue text itself, keeps the parser.
    config.resolve.alias['@formatjs/icu-messageformat-parser$'] =
      '@formatjs/icu-messageformat-parser/no-parser.js';
    return config;
  },
  // The workspace packages are consumed built, as an outside app would: nothing to transpile.
  // Shop API calls from the browser go through app/shop-api/route.ts, which reads the commerce
  // server's address when it runs; a rewrite's destination is fixed at build time.
  // The web fonts carry a content hash in their names (scripts/fonts.mjs): a browser keeps them.
  // Security headers on every route (lib/security-headers.ts); HSTS only behind TLS.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }),
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS_HEADER],
      },
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  async rewrites() {
    return {
      // Arabic has no prefix (middleware.ts): a page's unprefixed path is its `ar` segment's.
      // middleware.ts has already sent a shopper who wants English to `/en…`, and `/ar…` to the
      // bare path. The rewrite is here rather than in middleware.ts because Next 15 renders a
      // page reached by a middleware rewrite per request, outside the full-route cache (ISR).
      // The paths it leaves alone are middleware.ts's `matcher`'s, and `/en` and `/ar`.
      beforeFiles: [
        { source: '/', destination: '/ar' },
        {
          source:
            '/:path((?!_next/|shop-api|admin-api|assets/|api/|build-id$|en(?:/|$)|ar(?:/|$)|.*\\..*).+)',
          destination: '/ar/:path',
        },
      ],
      afterFiles: [{ source: '/assets/:path*', destination: `${commerceUrl}/assets/:path*` }],
      fallback: [],
    };
  },
};

export default nextConfig;
