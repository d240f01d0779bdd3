import { getImageProps } from 'next/image';
import assetLoader from './image-loader';
import { IMAGE_SIZES } from './images';

// Its own module: next/image's code stays out of the client bundles that only need `assetUrl`.

/**
 * A picture's `srcset` for its kind, written by next/image (`getImageProps`; its loader,
 * lib/image-loader.ts, names the asset server's width presets, in WebP).
 */
export function responsiveSrcSet(preview: string, kind: keyof typeof IMAGE_SIZES): string {
  const { props } = getImageProps({
    src: preview,
    alt: '',
    fill: true,
    sizes: IMAGE_SIZES[kind],
    loader: assetLoader,
  });
  return props.srcSet ?? '';
}
