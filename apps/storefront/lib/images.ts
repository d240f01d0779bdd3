/**
 * Product and banner pictures come from the commerce server's asset server (its address, or its
 * CDN's, is the commerce server's ASSET_URL_PREFIX), through next/image. The asset server makes
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
 * The narrowest `sizes` each kind of picture is shown at (the design system's layouts: cards
 * `PRODUCT_CARD_SIZES`, the gallery, banners, category tiles), which decides how small the
 * `srcset` candidates next/image writes go. The components give the browser their own `sizes`.
 * Only the largest picture in the first viewport gets `priority` (the product's first picture,
 * the home page's first banner, a listing's first row); everything else loads lazily.
 */
export const IMAGE_SIZES = {
  productCard: '(min-width: 1024px) 320px, (min-width: 768px) 33vw, 50vw',
  productGallery: '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw',
  banner: '(min-width: 1280px) 1280px, 100vw',
  categoryTile: '(min-width: 768px) 160px, 34vw',
  blogCard: '(min-width: 768px) 420px, 100vw',
  blogPost: '(min-width: 768px) 720px, 100vw',
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
