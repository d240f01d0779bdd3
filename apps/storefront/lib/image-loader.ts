/**
 * A picture's URL at a width (lib/responsive-images.ts writes the `srcset` with it): the commerce
 * asset server's picture at that width, in WebP. The asset server makes each size once and keeps
 * it; its `w…` presets are exactly the widths below (apps/commerce `RESPONSIVE_WIDTHS`), so the
 * storefront asks for a handful of sizes per picture, all of them kept.
 */
export const DEVICE_SIZES = [384, 640, 828, 1200, 1920];
export const IMAGE_SIZES_SMALL = [160, 256];

export default function assetLoader({ src, width }: { src: string; width: number }): string {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}preset=w${width}&format=webp`;
}
