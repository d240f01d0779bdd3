import { pictureSizes, type PictureKind } from '@dar/tokens';
import { getImageProps } from 'next/image';
import assetLoader from './image-loader';

// Its own module: next/image's code stays out of the client bundles that only need `assetUrl`.

/**
 * A picture's `srcset` for its kind, written by next/image (`getImageProps`; its loader,
 * lib/image-loader.ts, names the asset server's width presets, in WebP). The kind's `sizes`
 * (@dar/tokens `pictureSizes`, which the ui components give the browser) decides how narrow the
 * candidates start. Cards take the grid's, the narrowest of their layouts.
 */
export function responsiveSrcSet(preview: string, kind: PictureKind): string {
  const { props } = getImageProps({
    src: preview,
    alt: '',
    fill: true,
    sizes: pictureSizes[kind],
    loader: assetLoader,
  });
  return props.srcSet ?? '';
}
