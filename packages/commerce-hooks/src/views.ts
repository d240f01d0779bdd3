import type { BlogPostQuery, HomeMerchandisingQuery, ProductDetailQuery } from './gql/graphql';
import { ROOT_COLLECTION_SLUG, wasPrice, type CategoryNode, type ProductCardView } from './mappers';
import { assetUrl, type PictureSlot, type PictureSources } from './pictures';
import { htmlToBlocks, paragraphs, type ContentBlock } from './richText';

/**
 * The pages' view models with their pictures: each mapper takes what a server fetcher returned and
 * the app's `PictureSources` (the `srcset` writer), and returns what a `@dar/ui` section takes. The
 * types repeat @dar/ui's structurally (ProductCardData, ProductDetailsData, BannerView,
 * SuperBannerView, CategoryTileData, BlogPostSummaryView, BlogPostView), as the mappers' do.
 */

/** `getProduct`'s answer: the product page's product. */
export type ProductDetail = NonNullable<ProductDetailQuery['product']>;

/** The parent of the curated collections (`/collection/{slug}`), beside the category tree. */
export const CURATED_PARENT_SLUG = 'curated';

/** Which listing a route shows; the app makes its path. */
export type ListingRoute =
  | { kind: 'all' }
  | { kind: 'category'; slug: string }
  | { kind: 'sub-category'; slug: string; sub: string }
  | { kind: 'collection'; slug: string };

/** A catalogue page: a listing, or a product's own page. */
export type CatalogueRoute = ListingRoute | { kind: 'product'; slug: string };

/** One step of a breadcrumb trail: its name, and the page it leads to. */
export interface CatalogueCrumb {
  name: string;
  route: CatalogueRoute;
}

/** A card with its picture at the card preset and at the widths its slot may need. */
export type CardWithPicture<T extends ProductCardView = ProductCardView> = T & {
  imageSrcSet?: string;
};

/** `@dar/ui` ProductCardData with quick add: the product's only variant, and whether it is in stock. */
export interface QuickAddCardView extends CardWithPicture {
  quickAddVariantId?: string;
  inStock?: boolean;
}

/** `@dar/ui` ProductDetailsData: the product page's gallery, buy box and facts. */
export interface ProductDetailsView {
  id: string;
  name: string;
  slug: string;
  currencyCode: string;
  images: { src: string; srcSet: string; zoomSrc: string; thumbnailSrc: string }[];
  variants: {
    id: string;
    name: string;
    sku: string;
    priceWithTax: number;
    outOfStock: boolean;
  }[];
  originalPriceWithTax?: number;
  /** Plain text, one paragraph a line. */
  description: string;
  careInstructions: string | null;
  material: string | null;
  specification: string | null;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  deliveryDays: number | null;
  warrantyYears: number | null;
  freeShipping: boolean;
}

/** `@dar/ui` SuperBannerView: the home page's wide hero banner. */
export interface SuperBannerPictureView {
  id: string;
  url: string | null;
  title: string;
  altText: string;
  imageUrl: string | null;
  imageSrcSet?: string;
  width?: number;
  height?: number;
}

/** `@dar/ui` BannerView: a banner of a page's slot. */
export interface BannerPictureView extends SuperBannerPictureView {
  page: string;
  position: number;
}

/** `@dar/ui` CategoryTileData. */
export interface CategoryTileView {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  imageSrcSet?: string;
}

/** `@dar/ui` BlogPostSummaryView. */
export interface BlogCardView {
  id: string;
  href: string;
  title: string;
  excerpt: string;
  publishedAt: string | null;
  imageUrl: string | null;
  imageSrcSet?: string;
}

/** `@dar/ui` BlogPostView. */
export interface BlogPostPageView {
  title: string;
  publishedAt: string | null;
  imageUrl: string | null;
  imageSrcSet?: string;
  body: ContentBlock[];
}

/** A picture at `preset` (null without one) and, with one, its `srcset` for `slot`. */
function picture(
  preview: string | null | undefined,
  preset: 'card' | 'detail',
  slot: PictureSlot,
  pictures: PictureSources,
): { imageUrl: string | null; imageSrcSet?: string } {
  return preview
    ? { imageUrl: assetUrl(preview, preset), imageSrcSet: pictures.srcSet(preview, slot) }
    : { imageUrl: null };
}

/** A product's pictures: its assets, or its featured asset alone when it has none. */
export function productPictures(product: Pick<ProductDetail, 'assets' | 'featuredAsset'>) {
  return product.assets.length > 0
    ? product.assets
    : product.featuredAsset
      ? [product.featuredAsset]
      : [];
}

/** The deepest collection of a product: its sub-category rather than its room. */
export function closestCollection(
  product: Pick<ProductDetail, 'collections'>,
): ProductDetail['collections'][number] | null {
  let best: ProductDetail['collections'][number] | null = null;
  for (const collection of product.collections) {
    if (!best || collection.breadcrumbs.length > best.breadcrumbs.length) best = collection;
  }
  return best;
}

/**
 * Cards with their picture at the card preset (640×480) rather than the full original, and at the
 * widths a card may need (`imageSrcSet`), so a phone fetches a picture its size. `slot` is where
 * the cards show: a grid by default, whose shopper may choose one column on a phone (so the widths
 * go up to the widest), or a rail, whose cards are never wider than 256 px.
 */
export function withCardPictures<T extends ProductCardView>(
  cards: readonly T[],
  pictures: PictureSources,
  slot: Extract<
    PictureSlot,
    'productCardGridOneColumn' | 'productCardRail'
  > = 'productCardGridOneColumn',
): CardWithPicture<T>[] {
  return cards.map((card) => ({ ...card, ...picture(card.imageUrl, 'card', slot, pictures) }));
}

/** The product query as the product page's section takes it. */
export function toProductDetailsView(
  product: ProductDetail,
  pictures: PictureSources,
): ProductDetailsView {
  const fields = product.customFields;
  const prices = product.variants.map((variant) => variant.priceWithTax);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    currencyCode: product.variants[0]?.currencyCode ?? 'EGP',
    images: productPictures(product).map((asset) => ({
      src: assetUrl(asset.preview, 'detail'),
      srcSet: pictures.srcSet(asset.preview, 'productGallery'),
      zoomSrc: assetUrl(asset.preview, 'zoom'),
      thumbnailSrc: assetUrl(asset.preview, 'thumb'),
    })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      priceWithTax: variant.priceWithTax,
      outOfStock: variant.stockLevel === 'OUT_OF_STOCK',
    })),
    ...wasPrice(fields?.originalPrice, Math.min(...prices)),
    description: paragraphs(product.description),
    careInstructions: fields?.careInstructions ?? null,
    material: fields?.material ?? null,
    specification: fields?.specification ?? null,
    widthCm: fields?.widthCm ?? null,
    depthCm: fields?.depthCm ?? null,
    heightCm: fields?.heightCm ?? null,
    deliveryDays: fields?.deliveryDays ?? null,
    warrantyYears: fields?.warrantyYears ?? null,
    freeShipping: fields?.freeShipping === true,
  };
}

/**
 * The product as a card, for the shopper's "recently viewed" rail: the lowest price, the card-size
 * picture, quick add only when there is a single variant to add.
 */
export function toRecentCard(product: ProductDetail, pictures: PictureSources): QuickAddCardView {
  const prices = product.variants.map((variant) => variant.priceWithTax);
  const lowest = prices.length > 0 ? Math.min(...prices) : 0;
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    ...picture(product.featuredAsset?.preview, 'card', 'productCardRail', pictures),
    priceWithTax: lowest,
    currencyCode: product.variants[0]?.currencyCode ?? 'EGP',
    priceVaries: new Set(prices).size > 1,
    ...wasPrice(product.customFields?.originalPrice, lowest),
    freeShipping: product.customFields?.freeShipping === true,
    ...(only ? { quickAddVariantId: only.id, inStock: only.stockLevel !== 'OUT_OF_STOCK' } : {}),
  };
}

/**
 * A collection's steps after home, from its `breadcrumbs` (Vendure's hidden root left out): a
 * curated collection alone (its parent is no page), else the category and the sub-category.
 */
export function collectionCrumbs(
  breadcrumbs: readonly { slug: string; name: string }[],
): CatalogueCrumb[] {
  const trail = breadcrumbs.filter((crumb) => crumb.slug !== ROOT_COLLECTION_SLUG);
  if (trail[0]?.slug === CURATED_PARENT_SLUG) {
    const curated = trail[1];
    return curated
      ? [{ name: curated.name, route: { kind: 'collection', slug: curated.slug } }]
      : [];
  }
  return trail.slice(0, 2).map((crumb, index) => ({
    name: crumb.name,
    route:
      index === 0
        ? { kind: 'category', slug: crumb.slug }
        : { kind: 'sub-category', slug: trail[0]!.slug, sub: crumb.slug },
  }));
}

/**
 * The product's steps after home: its category and sub-category (or curated collection), then the
 * product itself, as the listing pages name them.
 */
export function productCrumbs(product: ProductDetail): CatalogueCrumb[] {
  return [
    ...collectionCrumbs(closestCollection(product)?.breadcrumbs ?? []),
    { name: product.name, route: { kind: 'product', slug: product.slug } },
  ];
}

type Merchandising = Pick<HomeMerchandisingQuery, 'banners' | 'superBanner'>;

/** A banner's picture at the detail preset (1200 wide), its `srcset` and its size. */
function bannerPicture(
  asset: { preview: string; width: number; height: number } | null | undefined,
  pictures: PictureSources,
) {
  return asset
    ? {
        ...picture(asset.preview, 'detail', 'banner', pictures),
        width: asset.width,
        height: asset.height,
      }
    : { imageUrl: null };
}

/** A page's banners as the banner slots take them. */
export function toBannerViews(
  data: Pick<Merchandising, 'banners'>,
  page: string,
  pictures: PictureSources,
): BannerPictureView[] {
  return data.banners.map((banner) => ({
    id: banner.id,
    page,
    position: banner.position,
    url: banner.url,
    title: banner.title,
    altText: banner.altText,
    ...bannerPicture(banner.featuredAsset, pictures),
  }));
}

/** The home page's super banner, or null when staff set none. */
export function toSuperBannerView(
  data: Pick<Merchandising, 'superBanner'>,
  pictures: PictureSources,
): SuperBannerPictureView | null {
  const banner = data.superBanner;
  if (!banner) return null;
  return {
    id: banner.id,
    url: banner.url,
    title: banner.title,
    altText: banner.altText,
    ...bannerPicture(banner.asset, pictures),
  };
}

/**
 * The home page's category tiles: the categories of the tree, the curated collections' parent left
 * out (it is no category), each picture at the card preset.
 */
export function toCategoryTiles(
  categories: readonly CategoryNode[],
  pictures: PictureSources,
): CategoryTileView[] {
  return categories
    .filter((category) => category.slug !== CURATED_PARENT_SLUG)
    .map(({ id, slug, name, imageUrl }) => ({
      id,
      slug,
      name,
      ...picture(imageUrl, 'card', 'categoryTile', pictures),
    }));
}

/** What the blog's list gives of a post. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt?: string | null;
  featuredAsset?: { preview: string } | null;
}

/** The blog list's cards; `href` makes a post's link (the app's path, in the page's language). */
export function toBlogCards(
  posts: readonly BlogPostSummary[],
  href: (slug: string) => string,
  pictures: PictureSources,
): BlogCardView[] {
  return posts.map((post) => ({
    id: post.id,
    href: href(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt ?? null,
    ...picture(post.featuredAsset?.preview, 'card', 'blogCard', pictures),
  }));
}

/** A whole post: the body's HTML as blocks, the picture at the detail preset. */
export function toBlogPostView(
  post: NonNullable<BlogPostQuery['blogPost']>,
  pictures: PictureSources,
): BlogPostPageView {
  return {
    title: post.title,
    publishedAt: post.publishedAt ?? null,
    ...picture(post.featuredAsset?.preview, 'detail', 'blogPost', pictures),
    body: htmlToBlocks(post.body),
  };
}
