/**
 * Product, category, banner and blog pictures come from the commerce server's asset server (its
 * address, or its CDN's, is the commerce server's ASSET_URL_PREFIX). The asset server makes each
 * preset once and caches it (apps/commerce `ASSET_PRESETS`): card 640×480, detail 1200×900, zoom
 * 1600×1200, thumb 150×150 — ask for the preset nearest the rendered size.
 */
export type AssetPreset = 'thumb' | 'card' | 'detail' | 'zoom';

export const ASSET_PRESET_SIZES: Record<AssetPreset, { width: number; height: number }> = {
  thumb: { width: 150, height: 150 },
  card: { width: 640, height: 480 },
  detail: { width: 1200, height: 900 },
  zoom: { width: 1600, height: 1200 },
};

/**
 * A picture's URL at a preset. Root-relative URLs (the app's `/assets` proxy) become absolute on
 * `base` when one is given, for Open Graph and JSON-LD.
 */
export function assetUrl(preview: string, preset: AssetPreset, base?: string): string {
  const separator = preview.includes('?') ? '&' : '?';
  const url = `${preview}${separator}preset=${preset}`;
  return base && url.startsWith('/') ? `${base}${url}` : url;
}

/**
 * Where a picture shows, by the names of `@dar/tokens`' `PictureKind` (each kind's `sizes`):
 * cards in a grid (whose shopper may choose one column on a phone) or a rail, the product page's
 * gallery, banners, category tiles, blog cards and a blog post's picture.
 */
export type PictureSlot =
  | 'productCardGridOneColumn'
  | 'productCardRail'
  | 'productGallery'
  | 'banner'
  | 'categoryTile'
  | 'blogCard'
  | 'blogPost';

/**
 * Writes a picture's `srcset` for where it shows. The app gives it (the storefront's is next/image's
 * `getImageProps` with its loader): the widths a picture is offered at are the app's choice, the
 * preset URL above the commerce server's. Create it once and pass it to the mappers.
 */
export interface PictureSources {
  srcSet(preview: string, slot: PictureSlot): string;
}
