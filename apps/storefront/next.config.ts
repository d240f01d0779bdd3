import { join } from 'node:path';
import type { NextConfig } from 'next';
import { DEVICE_SIZES, IMAGE_SIZES_SMALL } from './lib/image-loader';
import { HSTS_HEADER, securityHeaders } from './lib/security-headers';

/**
 * The commerce server, for the `/assets` rewrite. Next fixes a rewrite's destination when the app
 * is built, so a build for another commerce address needs COMMERCE_URL at build time too.
 */
const commerceUrl = process.env.COMMERCE_URL ?? 'http://localhost:3001';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  // Replicas share Next's page and data cache in Redis (cache-handler.mjs), so a tag revalidated
  // through one is stale on all; one process keeps Next's own file-system cache.
  ...(process.env.REDIS_URL
    ? { cacheHandler: join(import.meta.dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  turbopack: {
    resolveAlias: {
      // The browser gets every message parsed ahead (lib/document.tsx: compiledMessagesFor) and
      // formats it with @dar/i18n's own formatter, without react-intl. Should anything bring the
      // ICU parser (about 10 KB gzip) into the client bundle, this keeps it out: the server, which
      // formats catalogue text itself, keeps the parser.
      '@formatjs/icu-messageformat-parser': {
        browser: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    },
  },
  images: {
    // The commerce asset server (or its CDN) makes each width: next/image writes the `srcset`
    // (lib/responsive-images.ts `responsiveSrcSet`; the components give the `sizes`), and its
    // loader names the asset server's preset for each width (lib/image-loader.ts). Next's own
    // optimizer is not used.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES_SMALL,
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
    return [{ source: '/assets/:path*', destination: `${commerceUrl}/assets/:path*` }];
  },
};

export default nextConfig;
