import type { NextConfig } from 'next';
import { assetRemotePatterns } from './lib/images';

/** The commerce server. Read when the server starts: rewrites are resolved at build and start. */
const commerceUrl = process.env.COMMERCE_URL ?? 'http://localhost:3001';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  images: {
    // The commerce asset server (or its CDN); see lib/images.ts for presets and `sizes`.
    remotePatterns: assetRemotePatterns(process.env),
    formats: ['image/avif', 'image/webp'],
    // Pictures change under a new URL (a new asset), so the optimizer may keep them a day.
    minimumCacheTTL: 86_400,
  },
  // The workspace packages are consumed built, as an outside app would: nothing to transpile.
  async rewrites() {
    return [
      // Shop API calls from the browser stay on our origin, so the session cookie is first-party.
      { source: '/shop-api', destination: `${commerceUrl}/shop-api` },
      { source: '/assets/:path*', destination: `${commerceUrl}/assets/:path*` },
    ];
  },
};

export default nextConfig;
