import type { NextConfig } from 'next';

/** The commerce server. Read when the server starts: rewrites are resolved at build and start. */
const commerceUrl = process.env.COMMERCE_URL ?? 'http://localhost:3001';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { globalNotFound: true },
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
