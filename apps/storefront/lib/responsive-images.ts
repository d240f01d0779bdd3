import type { PictureSources } from '@dar/commerce-hooks/server';
import { pictureSizes, type PictureKind } from '@dar/tokens';
import { getImageProps } from 'next/image';
import assetLoader from './image-loader';

// Its own module: next/image's code stays out of the client bundles that do not write a srcset.

/**
 * A picture's `srcset` for its kind, written by next/image (`getImageProps`; its loader,
 * lib/image-loader.ts, names the asset server's width presets, in WebP). The kind's `sizes`
 * (@dar/tokens `pictureSizes`, which the ui components give the browser) decides how narrow the
 * candidates start, and how wide they stop: past the first that covers the widest slot on a
 * screen of three pixels to the CSS pixel, none would ever be picked (`widestSlot`). Cards take
 * the grid's, the narrowest of their layouts.
 */
export function responsiveSrcSet(preview: string, kind: PictureKind): string {
  const { props } = getImageProps({
    src: preview,
    alt: '',
    fill: true,
    sizes: pictureSizes[kind],
    loader: assetLoader,
  });
  const needed = widestSlot(pictureSizes[kind]) * MAX_DEVICE_PIXEL_RATIO;
  const candidates = (props.srcSet ?? '').split(', ').filter(Boolean);
  const covering = candidates.findIndex((candidate) => candidateWidth(candidate) >= needed);
  return (covering === -1 ? candidates : candidates.slice(0, covering + 1)).join(', ');
}

/**
 * The shop's pictures for `@dar/commerce-hooks`' view-model mappers: their preset URLs are the
 * commerce server's, their `srcset` this module's.
 */
export const pictures: PictureSources = { srcSet: responsiveSrcSet };

/** The densest phone screens: three device pixels to the CSS pixel. */
const MAX_DEVICE_PIXEL_RATIO = 3;

const candidateWidth = (candidate: string) => Number(/ (\d+)w$/.exec(candidate)?.[1] ?? 0);

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
