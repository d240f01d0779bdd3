/**
 * Product and banner pictures come from the commerce server's asset server, through next/image
 * (`images.remotePatterns` in next.config.ts allows COMMERCE_ASSET_URL). The asset server makes
 * each preset once and caches it (apps/commerce `ASSET_PRESETS`): card 640×480, detail 1200×900,
 * zoom 1600×1200, thumb 150×150 — ask for the preset nearest the rendered size.
 */
export type AssetPreset = 'thumb' | 'card' | 'detail' | 'zoom';

export const ASSET_PRESET_SIZES: Record<AssetPreset, { width: number; height: number }> = {
  thumb: { width: 150, height: 150 },
  card: { width: 640, height: 480 },
  detail: { width: 1200, height: 900 },
  zoom: { width: 1600, height: 1200 },
};

/**
 * `sizes` for next/image, so the browser picks the smallest srcset candidate that fills the slot.
 * Breakpoints are the design system's (tablet 768 px, desktop 1024 px; container 1280 px).
 * Only the largest picture in the first viewport gets `priority` (the product's first picture,
 * the home page's first banner); everything else loads lazily.
 */
export const IMAGE_SIZES = {
  /** Product cards: one or two columns on phones (grid toggle), three on tablets, four above. */
  productCard: '(min-width: 1024px) 320px, (min-width: 768px) 33vw, 50vw',
  /** Product cards in a one-column phone grid. */
  productCardWide: '(min-width: 1024px) 320px, (min-width: 768px) 33vw, 100vw',
  /** The product page's main picture: full width on phones, about half the container above. */
  productGallery: '(min-width: 1024px) 640px, 100vw',
  /** Gallery thumbnails. */
  thumbnail: '96px',
  /** Home carousel and super banner: the container's width. */
  banner: '(min-width: 1280px) 1280px, 100vw',
  /** Category tiles. */
  categoryTile: '(min-width: 1024px) 25vw, 50vw',
} as const;

/**
 * A picture's URL at a preset. Root-relative URLs (the storefront's `/assets` rewrite) become
 * absolute on `base` when one is given, for Open Graph and JSON-LD.
 */
export function assetUrl(preview: string, preset: AssetPreset, base?: string): string {
  const separator = preview.includes('?') ? '&' : '?';
  const url = `${preview}${separator}preset=${preset}`;
  return base && url.startsWith('/') ? `${base}${url}` : url;
}

/**
 * `images.remotePatterns` entries for the asset server: COMMERCE_ASSET_URL (a CDN in production),
 * else COMMERCE_URL's `/assets/`. Invalid URLs are skipped: next.config must still load.
 */
export function assetRemotePatterns(
  env: Readonly<Record<string, string | undefined>>,
): { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string }[] {
  const sources = [env.COMMERCE_ASSET_URL, `${env.COMMERCE_URL ?? 'http://localhost:3001'}/assets`];
  const patterns = [];
  for (const source of sources) {
    if (!source) continue;
    try {
      const url = new URL(source);
      const protocol = url.protocol.replace(':', '');
      if (protocol !== 'http' && protocol !== 'https') continue;
      patterns.push({
        protocol: protocol as 'http' | 'https',
        hostname: url.hostname,
        port: url.port,
        pathname: `${url.pathname.replace(/\/+$/, '')}/**`,
      });
    } catch {
      // Not a URL: left out, and next/image refuses that host, which is the safe side.
    }
  }
  return patterns;
}
