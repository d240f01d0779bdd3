import type { PictureSources } from '@dar/commerce-hooks/server';
import { pictureSizes, type PictureKind } from '@dar/tokens';
import assetLoader, { DEVICE_SIZES, IMAGE_SIZES_SMALL } from './image-loader';

/** Every width the asset server makes (its `w…` presets), narrowest first. */
const WIDTHS = [...IMAGE_SIZES_SMALL, ...DEVICE_SIZES].sort((a, b) => a - b);

/**
 * A picture's `srcset` for its kind: the asset server's width presets (lib/image-loader.ts, in
 * WebP). The kind's `sizes` (@dar/tokens `pictureSizes`, which the ui components give the
 * browser) decides how narrow the candidates start, as next/image's own rule does (no narrower
 * than the smallest `vw` share of the narrowest phone), and how wide they stop: past the first
 * that covers the widest slot on a screen of three pixels to the CSS pixel, none would ever be
 * picked (`widestSlot`). Cards take the grid's, the narrowest of their layouts. Written here
 * rather than by next/image's `getImageProps`: importing `next/image` in a server module makes
 * its client `<Image>` a client reference, shipped with every page that writes a srcset.
 */
export function responsiveSrcSet(preview: string, kind: PictureKind): string {
  const sizes = pictureSizes[kind];
  const shares = [...sizes.matchAll(/(?:^|\s)(\d{1,3}(?:\.\d+)?)vw/g)].map((m) => Number(m[1]));
  const narrowest = shares.length ? (DEVICE_SIZES[0]! * Math.min(...shares)) / 100 : 0;
  const candidates = WIDTHS.filter((width) => width >= narrowest);
  const needed = widestSlot(sizes) * MAX_DEVICE_PIXEL_RATIO;
  const covering = candidates.findIndex((width) => width >= needed);
  return (covering === -1 ? candidates : candidates.slice(0, covering + 1))
    .map((width) => `${assetLoader({ src: preview, width })} ${width}w`)
    .join(', ');
}

/**
 * The shop's pictures for `@dar/commerce-hooks`' view-model mappers: their preset URLs are the
 * commerce server's, their `srcset` this module's.
 */
export const pictures: PictureSources = { srcSet: responsiveSrcSet };

/** The densest phone screens: three device pixels to the CSS pixel. */
const MAX_DEVICE_PIXEL_RATIO = 3;

/**
 * The widest a picture shows, in CSS pixels, by its `sizes` (entries of an optional
 * `(min-width: …px)` or `(max-width: …px)` and a width in px or vw, the first that matches the
 * viewport applies); `Infinity` when a vw width applies on screens of any width.
 */
export function widestSlot(sizes: string): number {
  // The viewport widths no entry has matched yet: [from, to).
  let from = 0;
  let to = Number.POSITIVE_INFINITY;
  let widest = 0;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) return Number.POSITIVE_INFINITY;
    const [, bound, at, size, unit] = match;
    const limit = Number(at);
    // The widest viewport this entry applies to, and what is left for the next ones.
    let viewport = to;
    if (bound === 'min') {
      if (limit >= to) continue;
      to = limit;
    } else if (bound === 'max') {
      if (limit <= from) continue;
      viewport = Math.min(to, limit);
      from = limit;
    }
    widest = Math.max(widest, unit === 'px' ? Number(size) : (Number(size) * viewport) / 100);
    if (!bound || from >= to) break;
  }
  return widest;
}
