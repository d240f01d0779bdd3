import { breakpoints } from './breakpoints';

const tablet = `(min-width: ${breakpoints.tablet}px)`;
const desktop = `(min-width: ${breakpoints.desktop}px)`;
/** The container's widest (`container.xl`, 80rem): past it a picture stops growing. */
const containerWide = '(min-width: 1280px)';

/**
 * How wide each kind of picture shows in the design system's layouts: an `<img>`'s `sizes`, from
 * which the browser picks the `srcset` width to fetch. @dar/ui's components give these to the
 * browser, and the storefront writes each picture's `srcset` for them (next/image starts the
 * candidates at the narrowest width a `sizes` names). They live here, beside the breakpoints,
 * because every @dar/ui entry is a client module, whose values a server module cannot read.
 */
export const pictureSizes = {
  /** Product cards in a grid: two columns on phones, three on tablets, four above. */
  productCardGrid: `${desktop} 320px, ${tablet} 33vw, 50vw`,
  /** The same grid when the shopper chose one column on a phone. */
  productCardGridOneColumn: `${desktop} 320px, ${tablet} 33vw, 100vw`,
  /** A rail's cards: 16rem, or 70 % of a narrow phone. */
  productCardRail: '(max-width: 365px) 70vw, 256px',
  /** The product page's gallery: the page's width on phones, half the container from tablets. */
  productGallery: `${containerWide} 640px, ${tablet} 50vw, 100vw`,
  /** Home banners and the super banner: the container's width. */
  banner: `${containerWide} 1280px, 100vw`,
  /** Category tiles: about a third of a phone, at most 160 px on larger screens. */
  categoryTile: `${tablet} 160px, 34vw`,
  /** Blog cards fill columns of at least 14rem: a phone's width, then about a third. */
  blogCard: `${tablet} 420px, 100vw`,
  /** The blog post's column: 70 characters (about 720 px), or a phone's width. */
  blogPost: `${tablet} 720px, 100vw`,
} as const;

export type PictureKind = keyof typeof pictureSizes;
