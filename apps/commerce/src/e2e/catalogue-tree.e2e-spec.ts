import gql from 'graphql-tag';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CURATED_COLLECTIONS, DEMO_PRODUCTS } from '../seed/catalogue';
import { CATEGORY_TREE, CURATED_PARENT } from '../seed/categories';
import { ASSET_PRESETS } from '../vendure-config';
import { allProducts } from './shop-queries';
import { type DarTestEnvironment, startDarTestEnvironment } from './test-environment';

/**
 * The catalogue as the storefront browses it: the category tree and curated collections, the
 * size and shape of the demo catalogue (discounts, stock), and the product pictures in the sizes
 * the pages ask for.
 */

let env: DarTestEnvironment;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
}, 240_000);

afterAll(async () => {
  await env?.stop();
});

type Language = 'ar' | 'en';
const LANGUAGES: readonly Language[] = ['ar', 'en'];
const ARABIC_LETTER = /[\u0600-\u06FF]/;

interface CollectionNode {
  slug: string;
  name: string;
  description: string;
  parent: { slug: string } | null;
  breadcrumbs: Array<{ slug: string; name: string }>;
  children: Array<{ slug: string; name: string }>;
}

const COLLECTION = gql`
  query Collection($slug: String!) {
    collection(slug: $slug) {
      slug
      name
      description
      parent {
        slug
      }
      breadcrumbs {
        slug
        name
      }
      children {
        slug
        name
      }
    }
  }
`;

async function collection(slug: string, languageCode: Language): Promise<CollectionNode> {
  const result = await env.shopClient.query<{ collection: CollectionNode | null }>(
    COLLECTION,
    { slug },
    { languageCode },
  );
  if (!result.collection) throw new Error(`No collection "${slug}".`);
  return result.collection;
}

/** The slugs of the products a collection lists, as the category pages search them. */
async function productSlugsIn(collectionSlug: string): Promise<string[]> {
  const { search } = await env.shopClient.query<{
    search: { totalItems: number; items: Array<{ slug: string }> };
  }>(
    gql`
      query InCollection($slug: String!) {
        search(input: { collectionSlug: $slug, groupByProduct: true, take: 100 }) {
          totalItems
          items {
            slug
          }
        }
      }
    `,
    { slug: collectionSlug },
  );
  // One page is enough for the demo catalogue's collections; say so if that changes.
  expect(search.items).toHaveLength(search.totalItems);
  return search.items.map((item) => item.slug).sort();
}

function demoSlugs(filter: (product: (typeof DEMO_PRODUCTS)[number]) => boolean): string[] {
  return DEMO_PRODUCTS.filter(filter)
    .map((product) => product.slug)
    .sort();
}

describe('category tree', () => {
  it('has at least six categories at the top, each with two to five sub-categories, in both languages', async () => {
    const query = gql`
      query TopLevel {
        collections(options: { topLevelOnly: true, take: 100 }) {
          items {
            slug
            name
            children {
              slug
              name
            }
          }
        }
      }
    `;
    type Result = {
      collections: {
        items: Array<{
          slug: string;
          name: string;
          children: Array<{ slug: string; name: string }>;
        }>;
      };
    };
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(6);
    for (const languageCode of LANGUAGES) {
      const { collections } = await env.shopClient.query<Result>(query, {}, { languageCode });
      const categories = collections.items.filter((item) => item.slug !== CURATED_PARENT.slug);
      // Menu order: as the tree lists them, children too.
      expect(categories.map((category) => ({ slug: category.slug, name: category.name }))).toEqual(
        CATEGORY_TREE.map((category) => ({
          slug: category.slug,
          name: category.name[languageCode],
        })),
      );
      for (const category of categories) {
        const definition = CATEGORY_TREE.find((candidate) => candidate.slug === category.slug);
        expect(category.children.length).toBeGreaterThanOrEqual(2);
        expect(category.children.length).toBeLessThanOrEqual(5);
        expect(category.children).toEqual(
          definition?.children.map((child) => ({
            slug: child.slug,
            name: child.name[languageCode],
          })),
        );
      }
    }
  });

  it('gives a sub-category its breadcrumbs and parent in the language asked for', async () => {
    const arabic = await collection('sofas', 'ar');
    const english = await collection('sofas', 'en');
    // The first breadcrumb is Vendure's invisible root collection.
    expect(arabic.breadcrumbs.slice(1)).toEqual([
      { slug: 'living-room', name: 'غرفة المعيشة' },
      { slug: 'sofas', name: 'كنب وركنات' },
    ]);
    expect(english.breadcrumbs.slice(1)).toEqual([
      { slug: 'living-room', name: 'Living room' },
      { slug: 'sofas', name: 'Sofas and corner sofas' },
    ]);
    expect(arabic.parent?.slug).toBe('living-room');
    expect(arabic.children).toEqual([]);
    expect(ARABIC_LETTER.test(arabic.description)).toBe(true);
    expect(ARABIC_LETTER.test(english.description)).toBe(false);
  });

  it('gives every category and sub-category its names, description and breadcrumbs in both languages', async () => {
    for (const category of CATEGORY_TREE) {
      for (const languageCode of LANGUAGES) {
        const found = await collection(category.slug, languageCode);
        expect(found.name).toBe(category.name[languageCode]);
        expect(found.description).toBe(category.description[languageCode]);
        expect(found.breadcrumbs.slice(1).map((crumb) => crumb.slug)).toEqual([category.slug]);
        expect(found.children.map((child) => child.name)).toEqual(
          category.children.map((child) => child.name[languageCode]),
        );
        for (const child of category.children) {
          const sub = await collection(child.slug, languageCode);
          expect(sub.description).toBe(child.description[languageCode]);
          expect(sub.breadcrumbs.slice(1)).toEqual([
            { slug: category.slug, name: category.name[languageCode] },
            { slug: child.slug, name: child.name[languageCode] },
          ]);
        }
      }
    }
  });

  it('lists each sub-category with exactly its products, and each category with those of its sub-categories', async () => {
    let listed = 0;
    for (const category of CATEGORY_TREE) {
      const childSlugs: string[] = category.children.map((child) => child.slug);
      for (const child of category.children) {
        const expected = demoSlugs((product) => product.category === child.slug);
        expect(expected.length, child.slug).toBeGreaterThan(0);
        expect(await productSlugsIn(child.slug), child.slug).toEqual(expected);
        listed += expected.length;
      }
      expect(await productSlugsIn(category.slug), category.slug).toEqual(
        demoSlugs((product) => childSlugs.includes(product.category)),
      );
    }
    // Every product has a place in the tree, and only one.
    expect(listed).toBe(DEMO_PRODUCTS.length);
  });
});

describe('curated collections', () => {
  it('sit outside the category tree, under their own parent, in both languages', async () => {
    expect(DEMO_CURATED_COLLECTIONS.length).toBeGreaterThanOrEqual(3);
    for (const languageCode of LANGUAGES) {
      const parent = await collection(CURATED_PARENT.slug, languageCode);
      expect(parent.name).toBe(CURATED_PARENT.name[languageCode]);
      expect(parent.children).toEqual(
        DEMO_CURATED_COLLECTIONS.map((curated) => ({
          slug: curated.slug,
          name: curated.name[languageCode],
        })),
      );
      for (const curated of DEMO_CURATED_COLLECTIONS) {
        const found = await collection(curated.slug, languageCode);
        // How the storefront tells a curated collection from a category.
        expect(found.parent?.slug).toBe(CURATED_PARENT.slug);
        expect(found.breadcrumbs.slice(1).map((crumb) => crumb.slug)).toEqual([
          CURATED_PARENT.slug,
          curated.slug,
        ]);
        expect(found.description).toBe(curated.description[languageCode]);
      }
    }
    const categorySlugs = new Set<string>(
      CATEGORY_TREE.flatMap((category) => [
        category.slug,
        ...category.children.map((child) => child.slug),
      ]),
    );
    for (const curated of DEMO_CURATED_COLLECTIONS) {
      expect(categorySlugs.has(curated.slug)).toBe(false);
    }
  });

  it('list the products picked for them, from several categories', async () => {
    for (const curated of DEMO_CURATED_COLLECTIONS) {
      const slugs = await productSlugsIn(curated.slug);
      expect(slugs, curated.slug).toEqual([...curated.productSlugs].sort());
      expect(slugs.length).toBeGreaterThanOrEqual(8);
      const categories = new Set(
        DEMO_PRODUCTS.filter((product) => slugs.includes(product.slug)).map((p) => p.category),
      );
      expect(categories.size).toBeGreaterThan(2);
    }
  });
});

describe('the demo catalogue', () => {
  interface ListedProduct {
    slug: string;
    name: string;
    customFields: { originalPrice: number | null };
    featuredAsset: { id: string } | null;
    assets: Array<{ id: string }>;
    variants: Array<{
      id: string;
      sku: string;
      priceWithTax: number;
      stockLevel: string;
      featuredAsset: { id: string } | null;
    }>;
  }
  const FIELDS = `
    slug
    name
    customFields { originalPrice }
    featuredAsset { id }
    assets { id }
    variants { id sku priceWithTax stockLevel featuredAsset { id } }
  `;
  let products: ListedProduct[] = [];

  beforeAll(async () => {
    products = await allProducts<ListedProduct>(env.shopClient, FIELDS);
  });

  it('has at least 150 products with Arabic and English names', async () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(products.length).toBe(DEMO_PRODUCTS.length);
    const english = await allProducts<{ slug: string; name: string }>(
      env.shopClient,
      'slug name',
      'en',
    );
    expect(new Set(english.map((product) => product.name)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    expect(products.every((product) => ARABIC_LETTER.test(product.name))).toBe(true);
    expect(english.some((product) => ARABIC_LETTER.test(product.name))).toBe(false);
  });

  it('reduces about 30% of the products, each to below its "was" price', () => {
    const reduced = products.filter((product) => product.customFields.originalPrice !== null);
    const share = reduced.length / products.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    for (const product of reduced) {
      const from = Math.min(...product.variants.map((variant) => variant.priceWithTax));
      expect(product.customFields.originalPrice, product.slug).toBeGreaterThan(from);
    }
  });

  it('has sold-out products, products with one or two left, and plenty of the rest', () => {
    const levels = (product: ListedProduct) => product.variants.map((v) => v.stockLevel);
    const soldOut = products.filter((p) => levels(p).every((level) => level === 'OUT_OF_STOCK'));
    const low = products.filter((p) => levels(p).includes('LOW_STOCK'));
    const inStock = products.filter((p) => levels(p).every((level) => level === 'IN_STOCK'));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(inStock.length).toBeGreaterThan(products.length * 0.8);
    expect(soldOut.map((p) => p.slug).sort()).toEqual(
      demoSlugs((product) => product.variants.every((variant) => variant.stockOnHand === 0)),
    );
  });

  it('refuses more than the stock left when a shopper adds to the cart', async () => {
    const addToCart = gql`
      mutation Add($id: ID!, $quantity: Int!) {
        addItemToOrder(productVariantId: $id, quantity: $quantity) {
          __typename
          ... on ErrorResult {
            errorCode
          }
          ... on InsufficientStockError {
            quantityAvailable
          }
        }
      }
    `;
    type Result = {
      addItemToOrder: { __typename: string; errorCode?: string; quantityAvailable?: number };
    };
    const variantWith = (stock: number) => {
      const demo = DEMO_PRODUCTS.flatMap((product) => product.variants).find(
        (variant) => variant.stockOnHand === stock,
      );
      const listed = products.flatMap((p) => p.variants).find((v) => v.sku === demo?.sku);
      if (!listed) throw new Error(`No variant with ${stock} in stock.`);
      return listed.id;
    };
    await env.shopClient.asAnonymousUser();
    const lastTwo = await env.shopClient.query<Result>(addToCart, {
      id: variantWith(2),
      quantity: 3,
    });
    expect(lastTwo.addItemToOrder).toMatchObject({
      errorCode: 'INSUFFICIENT_STOCK_ERROR',
      quantityAvailable: 2,
    });
    const soldOut = await env.shopClient.query<Result>(addToCart, {
      id: variantWith(0),
      quantity: 1,
    });
    expect(soldOut.addItemToOrder.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
    expect(soldOut.addItemToOrder.quantityAvailable ?? 0).toBe(0);
  });

  it('gives every product a gallery of pictures with the featured one first, and each colour its own', () => {
    for (const product of products) {
      expect(product.assets.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(product.featuredAsset?.id).toBe(product.assets[0]?.id);
      const colours = new Set(
        DEMO_PRODUCTS.find((demo) => demo.slug === product.slug)?.variants.map((v) => v.colour),
      );
      const variantPictures = new Set(product.variants.map((v) => v.featuredAsset?.id));
      if (colours.size > 1) {
        expect(variantPictures.size, product.slug).toBe(colours.size);
        for (const id of variantPictures) {
          expect(product.assets.map((asset) => asset.id)).toContain(id);
        }
      }
    }
  });
});

describe('product pictures', () => {
  async function picture(slug: string): Promise<string> {
    const { product } = await env.shopClient.query<{
      product: { featuredAsset: { preview: string } | null } | null;
    }>(
      gql`
        query Picture($slug: String!) {
          product(slug: $slug) {
            featuredAsset {
              preview
            }
          }
        }
      `,
      { slug },
    );
    const preview = product?.featuredAsset?.preview;
    if (!preview) throw new Error(`No picture for ${slug}.`);
    return preview;
  }

  it('serves the thumb, card, detail and zoom sizes and the responsive widths the storefront asks for', async () => {
    const preview = await picture('gouna-velvet-three-seater-sofa');
    for (const preset of ASSET_PRESETS) {
      const response = await fetch(`${preview}?preset=${preset.name}`);
      expect(response.status, preset.name).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const { width, height, format } = await sharp(
        Buffer.from(await response.arrayBuffer()),
      ).metadata();
      // The pictures are 4:3, so every preset but the square thumb keeps them whole; a width
      // preset's square box leaves the height to the picture.
      expect({ preset: preset.name, width, height, format }).toEqual({
        preset: preset.name,
        width: preset.width,
        height: preset.name.startsWith('w') ? (preset.width * 3) / 4 : preset.height,
        format: 'jpeg',
      });
    }
  });

  it('makes a size asked by number at one of a few squares, whatever else the query says', async () => {
    const preview = await picture('gouna-velvet-three-seater-sofa');
    const bytes = async (query: string) => {
      const response = await fetch(`${preview}?${query}`);
      expect(response.status, query).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const made = await bytes('w=400&h=400');
    expect(await sharp(made).metadata()).toMatchObject({ width: 400, height: 400 });
    // A made-up size, quality and focal point give the same file, not a new one.
    expect((await bytes('w=333&h=333&q=17&fpx=0.31&fpy=0.72')).equals(made)).toBe(true);
    const largest = await sharp(await bytes('w=12345')).metadata();
    expect({ width: largest.width, height: largest.height }).toEqual({ width: 1600, height: 1600 });
  });

  it('serves WebP when asked', async () => {
    const preview = await picture('nile-three-seater-sofa');
    const response = await fetch(`${preview}?preset=card&format=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const { format, width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 640 });
  });
});
