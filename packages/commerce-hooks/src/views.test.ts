import { describe, expect, it } from 'vitest';
import type { BlogPostQuery, HomeMerchandisingQuery } from './gql/graphql';
import type { CategoryNode, ProductCardView } from './mappers';
import { ASSET_PRESET_SIZES, assetUrl, type PictureSources } from './pictures';
import {
  closestCollection,
  collectionCrumbs,
  CURATED_PARENT_SLUG,
  productCrumbs,
  productPictures,
  toBannerViews,
  toBlogCards,
  toBlogPostView,
  toCategoryTiles,
  toProductDetailsView,
  toRecentCard,
  toSuperBannerView,
  withCardPictures,
  type ProductDetail,
} from './views';

/** The app's srcset writer, as a test sees it: which picture, for which slot. */
const pictures: PictureSources = { srcSet: (preview, slot) => `${preview} @${slot}` };

const variant = (id: string, priceWithTax: number, stockLevel = 'IN_STOCK') => ({
  id,
  name: `Variant ${id}`,
  sku: `SKU-${id}`,
  stockLevel,
  priceWithTax,
  currencyCode: 'EGP',
});

const sofasTrail = [
  { id: '0', slug: '__root_collection__', name: 'Root' },
  { id: '1', slug: 'living-room', name: 'Living room' },
  { id: '2', slug: 'sofas', name: 'Sofas' },
];

// The generated type's CurrencyCode enum and stock levels; the fixture is plain data.
const product = (overrides: Partial<Record<keyof ProductDetail, unknown>> = {}) =>
  ({
    id: '41',
    name: 'Gouna sofa',
    slug: 'gouna-sofa',
    description: '<p>Soft velvet.</p><p>Gold <b>legs</b> &amp; arms.</p><script>x()</script>',
    featuredAsset: { id: 'a1', preview: '/assets/a1.jpg' },
    assets: [
      { id: 'a1', preview: '/assets/a1.jpg', width: 1600, height: 1200 },
      { id: 'a2', preview: '/assets/a2.jpg', width: 1600, height: 1200 },
    ],
    variants: [variant('411', 3_400_000), variant('413', 3_100_000, 'OUT_OF_STOCK')],
    customFields: {
      careInstructions: 'Vacuum weekly.',
      deliveryDays: 12,
      depthCm: 90,
      heightCm: 82,
      widthCm: 215,
      material: 'Velvet',
      specification: 'Frame: pine',
      warrantyYears: 5,
      originalPrice: 3_990_000,
      freeShipping: true,
    },
    collections: [
      { id: '1', slug: 'living-room', name: 'Living room', breadcrumbs: sofasTrail.slice(0, 2) },
      { id: '2', slug: 'sofas', name: 'Sofas', breadcrumbs: sofasTrail },
    ],
    facetValues: [],
    ...overrides,
  }) as unknown as ProductDetail;

describe('assetUrl', () => {
  it('asks the asset server for a preset, and makes a root-relative URL absolute on a base', () => {
    expect(assetUrl('/assets/a.jpg', 'card')).toBe('/assets/a.jpg?preset=card');
    expect(assetUrl('/assets/a.jpg?v=2', 'thumb')).toBe('/assets/a.jpg?v=2&preset=thumb');
    expect(assetUrl('/assets/a.jpg', 'detail', 'https://dar.example')).toBe(
      'https://dar.example/assets/a.jpg?preset=detail',
    );
    expect(assetUrl('https://cdn.example/a.jpg', 'zoom', 'https://dar.example')).toBe(
      'https://cdn.example/a.jpg?preset=zoom',
    );
    expect(ASSET_PRESET_SIZES.card).toEqual({ width: 640, height: 480 });
  });
});

describe('toProductDetailsView', () => {
  it('shows every picture at its presets with the gallery srcset, and stock per variant', () => {
    const view = toProductDetailsView(product(), pictures);
    expect(view.images[0]).toEqual({
      src: '/assets/a1.jpg?preset=detail',
      srcSet: '/assets/a1.jpg @productGallery',
      zoomSrc: '/assets/a1.jpg?preset=zoom',
      thumbnailSrc: '/assets/a1.jpg?preset=thumb',
    });
    expect(view.images).toHaveLength(2);
    expect(view.variants.map((entry) => entry.outOfStock)).toEqual([false, true]);
    expect(view.description).toBe('Soft velvet.\nGold legs & arms.');
    expect(view).toMatchObject({ deliveryDays: 12, warrantyYears: 5, freeShipping: true });
  });

  it('shows the "was" price only above the lowest price', () => {
    expect(toProductDetailsView(product(), pictures).originalPriceWithTax).toBe(3_990_000);
    const noDiscount = product({
      customFields: { originalPrice: 3_100_000, freeShipping: false },
    });
    expect(toProductDetailsView(noDiscount, pictures)).not.toHaveProperty('originalPriceWithTax');
  });

  it('falls back to the featured picture when the product has no assets, else shows none', () => {
    const featuredOnly = product({ assets: [] });
    expect(productPictures(featuredOnly)).toEqual([{ id: 'a1', preview: '/assets/a1.jpg' }]);
    expect(toProductDetailsView(featuredOnly, pictures).images.map((image) => image.src)).toEqual([
      '/assets/a1.jpg?preset=detail',
    ]);
    expect(
      toProductDetailsView(product({ assets: [], featuredAsset: null }), pictures).images,
    ).toEqual([]);
  });
});

describe('toRecentCard', () => {
  it('shows the lowest price, says it varies, and offers no quick add for several variants', () => {
    const card = toRecentCard(product(), pictures);
    expect(card).toMatchObject({
      imageUrl: '/assets/a1.jpg?preset=card',
      imageSrcSet: '/assets/a1.jpg @productCardRail',
      priceWithTax: 3_100_000,
      priceVaries: true,
      originalPriceWithTax: 3_990_000,
      freeShipping: true,
    });
    expect(card).not.toHaveProperty('quickAddVariantId');
    expect(card).not.toHaveProperty('inStock');
  });

  it('offers quick add for a single variant, disabled when it is out of stock', () => {
    const single = toRecentCard(product({ variants: [variant('7', 900_000)] }), pictures);
    expect(single).toMatchObject({ quickAddVariantId: '7', inStock: true, priceVaries: false });
    const soldOut = product({ variants: [variant('7', 900_000, 'OUT_OF_STOCK')] });
    expect(toRecentCard(soldOut, pictures)).toMatchObject({
      quickAddVariantId: '7',
      inStock: false,
    });
  });

  it('has no picture and no srcset without a featured asset', () => {
    const card = toRecentCard(product({ featuredAsset: null }), pictures);
    expect(card.imageUrl).toBeNull();
    expect(card).not.toHaveProperty('imageSrcSet');
  });
});

describe('productCrumbs', () => {
  it('leads through the category and sub-category to the product, the root left out', () => {
    expect(closestCollection(product())?.slug).toBe('sofas');
    expect(productCrumbs(product())).toEqual([
      { name: 'Living room', route: { kind: 'category', slug: 'living-room' } },
      { name: 'Sofas', route: { kind: 'sub-category', slug: 'living-room', sub: 'sofas' } },
      { name: 'Gouna sofa', route: { kind: 'product', slug: 'gouna-sofa' } },
    ]);
  });

  it('leads through a curated collection alone, never through its parent', () => {
    const curated = product({
      collections: [
        {
          id: '8',
          slug: 'eid-picks',
          name: 'Eid picks',
          breadcrumbs: [
            sofasTrail[0],
            { id: '7', slug: CURATED_PARENT_SLUG, name: 'Curated' },
            { id: '8', slug: 'eid-picks', name: 'Eid picks' },
          ],
        },
      ],
    });
    expect(productCrumbs(curated)).toEqual([
      { name: 'Eid picks', route: { kind: 'collection', slug: 'eid-picks' } },
      { name: 'Gouna sofa', route: { kind: 'product', slug: 'gouna-sofa' } },
    ]);
  });

  it('is the product alone when it is in no collection', () => {
    expect(productCrumbs(product({ collections: [] }))).toEqual([
      { name: 'Gouna sofa', route: { kind: 'product', slug: 'gouna-sofa' } },
    ]);
  });
});

describe('withCardPictures', () => {
  const card: ProductCardView = {
    id: '1',
    name: 'Layla sofa',
    slug: 'layla-sofa',
    imageUrl: '/assets/sofa.jpg',
    priceWithTax: 1_599_900,
    currencyCode: 'EGP',
    priceVaries: true,
    freeShipping: false,
  };

  it('puts each picture at the card preset with the srcset of where the cards show', () => {
    const [grid] = withCardPictures([card], pictures);
    expect(grid).toEqual({
      ...card,
      imageUrl: '/assets/sofa.jpg?preset=card',
      imageSrcSet: '/assets/sofa.jpg @productCardGridOneColumn',
    });
    expect(withCardPictures([card], pictures, 'productCardRail')[0]!.imageSrcSet).toBe(
      '/assets/sofa.jpg @productCardRail',
    );
  });

  it('leaves a card without a picture without one', () => {
    const [bare] = withCardPictures([{ ...card, imageUrl: null }], pictures);
    expect(bare!.imageUrl).toBeNull();
    expect(bare).not.toHaveProperty('imageSrcSet');
  });
});

describe('banners', () => {
  const asset = { id: 'b', preview: '/assets/banner.jpg', width: 1600, height: 600 };
  const data: Pick<HomeMerchandisingQuery, 'banners' | 'superBanner'> = {
    banners: [
      {
        id: '1',
        position: 1,
        url: '/products',
        title: 'Sale',
        altText: 'Sofas',
        featuredAsset: asset,
      },
      { id: '2', position: 2, url: null, title: 'Soon', altText: 'Beds', featuredAsset: null },
    ],
    superBanner: { id: '9', url: '/collection/eid', title: 'Eid', altText: 'Eid', asset },
  };

  it('takes the page, the detail preset, the banner srcset and the picture size', () => {
    const [first, second] = toBannerViews(data, 'home', pictures);
    expect(first).toEqual({
      id: '1',
      page: 'home',
      position: 1,
      url: '/products',
      title: 'Sale',
      altText: 'Sofas',
      imageUrl: '/assets/banner.jpg?preset=detail',
      imageSrcSet: '/assets/banner.jpg @banner',
      width: 1600,
      height: 600,
    });
    expect(second).toEqual({
      id: '2',
      page: 'home',
      position: 2,
      url: null,
      title: 'Soon',
      altText: 'Beds',
      imageUrl: null,
    });
  });

  it('shows the super banner the same way, and none when staff set none', () => {
    expect(toSuperBannerView(data, pictures)).toEqual({
      id: '9',
      url: '/collection/eid',
      title: 'Eid',
      altText: 'Eid',
      imageUrl: '/assets/banner.jpg?preset=detail',
      imageSrcSet: '/assets/banner.jpg @banner',
      width: 1600,
      height: 600,
    });
    expect(toSuperBannerView({ superBanner: null }, pictures)).toBeNull();
  });
});

describe('toCategoryTiles', () => {
  it('leaves the curated collections out, pictures at the card preset', () => {
    const categories: CategoryNode[] = [
      {
        id: '1',
        slug: 'living-room',
        name: 'Living room',
        imageUrl: '/assets/l.jpg',
        children: [],
      },
      { id: '2', slug: 'kids', name: 'Kids', imageUrl: null, children: [] },
      { id: '9', slug: CURATED_PARENT_SLUG, name: 'Curated', imageUrl: null, children: [] },
    ];
    expect(toCategoryTiles(categories, pictures)).toEqual([
      {
        id: '1',
        slug: 'living-room',
        name: 'Living room',
        imageUrl: '/assets/l.jpg?preset=card',
        imageSrcSet: '/assets/l.jpg @categoryTile',
      },
      { id: '2', slug: 'kids', name: 'Kids', imageUrl: null },
    ]);
  });
});

describe('blog', () => {
  it('links each card with the href given, its picture at the card preset', () => {
    const posts = [
      {
        id: '1',
        slug: 'oak',
        title: 'Oak',
        excerpt: 'Care',
        featuredAsset: { preview: '/a/o.jpg' },
      },
      { id: '2', slug: 'rugs', title: 'Rugs', excerpt: 'Pick', publishedAt: '2026-11-01' },
    ];
    expect(toBlogCards(posts, (slug) => `/en/blog/${slug}`, pictures)).toEqual([
      {
        id: '1',
        href: '/en/blog/oak',
        title: 'Oak',
        excerpt: 'Care',
        publishedAt: null,
        imageUrl: '/a/o.jpg?preset=card',
        imageSrcSet: '/a/o.jpg @blogCard',
      },
      {
        id: '2',
        href: '/en/blog/rugs',
        title: 'Rugs',
        excerpt: 'Pick',
        publishedAt: '2026-11-01',
        imageUrl: null,
      },
    ]);
  });

  it('shows a post with its body as blocks and its picture at the detail preset', () => {
    const post = {
      id: '1',
      slug: 'oak',
      title: 'Oak',
      excerpt: 'Care',
      publishedAt: '2026-11-01',
      body: '<h2>Oil</h2><p>Once a year.</p>',
      featuredAsset: { preview: '/a/o.jpg' },
    } as unknown as NonNullable<BlogPostQuery['blogPost']>;
    const view = toBlogPostView(post, pictures);
    expect(view).toMatchObject({
      title: 'Oak',
      publishedAt: '2026-11-01',
      imageUrl: '/a/o.jpg?preset=detail',
      imageSrcSet: '/a/o.jpg @blogPost',
    });
    expect(view.body.length).toBeGreaterThan(0);
  });
});

describe('collectionCrumbs', () => {
  it('names a category and its sub-category, or a curated collection alone', () => {
    expect(collectionCrumbs(sofasTrail.slice(0, 2))).toEqual([
      { name: 'Living room', route: { kind: 'category', slug: 'living-room' } },
    ]);
    expect(
      collectionCrumbs([
        sofasTrail[0]!,
        { slug: CURATED_PARENT_SLUG, name: 'Curated' },
        { slug: 'eid-picks', name: 'Eid picks' },
      ]),
    ).toEqual([{ name: 'Eid picks', route: { kind: 'collection', slug: 'eid-picks' } }]);
    // The curated collections' parent itself is no page of the shop.
    expect(
      collectionCrumbs([sofasTrail[0]!, { slug: CURATED_PARENT_SLUG, name: 'Curated' }]),
    ).toEqual([]);
  });
});
