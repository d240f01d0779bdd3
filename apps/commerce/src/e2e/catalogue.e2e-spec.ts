import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retireDevelopmentSuperadminPassword } from '../common/superadmin';
import { DEVELOPMENT_SUPERADMIN_PASSWORD } from '../environment';
import { normaliseArabic } from '../plugins/arabic-search/services/arabic-text';
import {
  COLOURS,
  DEMO_PRODUCTS,
  type DemoProduct,
  FACET_NAMES,
  MATERIALS,
  ROOMS,
  STYLES,
} from '../seed/catalogue';
import { SUB_CATEGORIES } from '../seed/categories';
import { EGYPT } from '../seed/store-setup';
import { SESSION_COOKIE_NAMES } from '../vendure-config';
import { allProducts } from './shop-queries';
import { type DarTestEnvironment, startDarTestEnvironment } from './test-environment';

let env: DarTestEnvironment;

type ProductText = { slug: string; name: string; description: string };

const ARABIC_LETTER = /[\u0600-\u06FF]/;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
}, 120_000);

afterAll(async () => {
  // Undefined when the start failed; that failure is the one to report.
  await env?.stop();
});

describe('catalogue languages', () => {
  it('returns the Arabic names with languageCode=ar and the English ones with languageCode=en', async () => {
    const fields = 'slug name description';
    const arabic = await allProducts<ProductText>(env.shopClient, fields, 'ar');
    const english = await allProducts<ProductText>(env.shopClient, fields, 'en');

    expect(arabic).toHaveLength(DEMO_PRODUCTS.length);
    const arabicBySlug = new Map(arabic.map((item) => [item.slug, item]));
    const englishBySlug = new Map(english.map((item) => [item.slug, item]));
    for (const product of DEMO_PRODUCTS) {
      expect(arabicBySlug.get(product.slug)?.name).toBe(product.name.ar);
      expect(arabicBySlug.get(product.slug)?.description).toBe(product.description.ar);
      expect(englishBySlug.get(product.slug)?.name).toBe(product.name.en);
      expect(englishBySlug.get(product.slug)?.description).toBe(product.description.en);
    }
    expect(arabic.every((item) => ARABIC_LETTER.test(item.name))).toBe(true);
    expect(english.some((item) => ARABIC_LETTER.test(item.name + item.description))).toBe(false);
  });

  it('answers in Arabic when the caller names no language', async () => {
    const result = await env.shopClient.query<{ product: { name: string } | null }>(gql`
      query {
        product(slug: "nile-three-seater-sofa") {
          name
        }
      }
    `);
    expect(result.product?.name).toBe('كنبة النيل ثلاثية المقاعد');
  });
});

describe('default channel', () => {
  it('sells in EGP with Arabic as the default language and English available', async () => {
    const result = await env.shopClient.query<{
      activeChannel: {
        defaultCurrencyCode: string;
        availableCurrencyCodes: string[];
        defaultLanguageCode: string;
        availableLanguageCodes: string[];
        pricesIncludeTax: boolean;
        defaultTaxZone: { name: string } | null;
        defaultShippingZone: { name: string } | null;
      };
    }>(gql`
      query Channel {
        activeChannel {
          defaultCurrencyCode
          availableCurrencyCodes
          defaultLanguageCode
          availableLanguageCodes
          pricesIncludeTax
          defaultTaxZone {
            name
          }
          defaultShippingZone {
            name
          }
        }
      }
    `);
    expect(result.activeChannel).toEqual({
      defaultCurrencyCode: 'EGP',
      availableCurrencyCodes: ['EGP'],
      defaultLanguageCode: 'ar',
      availableLanguageCodes: ['ar', 'en'],
      pricesIncludeTax: true,
      defaultTaxZone: { name: EGYPT.zoneName },
      defaultShippingZone: { name: EGYPT.zoneName },
    });
  });

  it('names Egypt in both languages', async () => {
    const query = gql`
      query Countries {
        availableCountries {
          code
          name
        }
      }
    `;
    type Result = { availableCountries: Array<{ code: string; name: string }> };
    const arabic = await env.shopClient.query<Result>(query, {}, { languageCode: 'ar' });
    const english = await env.shopClient.query<Result>(query, {}, { languageCode: 'en' });
    expect(arabic.availableCountries).toEqual([{ code: 'EG', name: 'مصر' }]);
    expect(english.availableCountries).toEqual([{ code: 'EG', name: 'Egypt' }]);
  });
});

describe('prices', () => {
  const VARIANT_PRICES = gql`
    query VariantPrices($slug: String!) {
      product(slug: $slug) {
        variants {
          sku
          price
          priceWithTax
          currencyCode
          taxRateApplied {
            value
          }
        }
      }
    }
  `;
  type Result = {
    product: {
      variants: Array<{
        sku: string;
        price: number;
        priceWithTax: number;
        currencyCode: string;
        taxRateApplied: { value: number };
      }>;
    } | null;
  };

  it('charges the entered price, which includes 14% VAT', async () => {
    const { product } = await env.shopClient.query<Result>(VARIANT_PRICES, {
      slug: 'nile-three-seater-sofa',
    });
    const sand = product?.variants.find((variant) => variant.sku === 'DAR-NILE-SOFA-SAND');
    // Entered as 28,500.00 EGP; Vendure works in piastres.
    expect(sand).toEqual({
      sku: 'DAR-NILE-SOFA-SAND',
      priceWithTax: 2_850_000,
      price: 2_500_000,
      currencyCode: 'EGP',
      taxRateApplied: { value: 14 },
    });
  });

  it('derives every net price from the VAT-inclusive one', async () => {
    const products = await allProducts<{
      slug: string;
      variants: Array<{ sku: string; price: number; priceWithTax: number }>;
    }>(env.shopClient, 'slug variants { sku price priceWithTax }');
    const variants = new Map(
      products.flatMap((product) => product.variants).map((variant) => [variant.sku, variant]),
    );
    const demoVariants = DEMO_PRODUCTS.flatMap((product) => product.variants);
    expect(variants.size).toBe(demoVariants.length);
    for (const expected of demoVariants) {
      const variant = variants.get(expected.sku);
      expect(variant?.priceWithTax).toBe(Math.round(expected.priceWithTax * 100));
      expect(variant?.price).toBe(Math.round((expected.priceWithTax * 100) / 1.14));
    }
  });
});

describe('search', () => {
  const SEARCH = gql`
    query Search($term: String!) {
      search(input: { term: $term, groupByProduct: true, take: 100 }) {
        totalItems
        items {
          slug
          productName
          productAsset {
            preview
          }
        }
      }
    }
  `;
  type Result = {
    search: {
      totalItems: number;
      items: Array<{ slug: string; productName: string; productAsset: { preview: string } | null }>;
    };
  };

  /** The demo products whose Arabic name, option values or description contain `term`. */
  function mentioning(term: string): string[] {
    const wanted = normaliseArabic(term);
    const text = (product: DemoProduct) =>
      [
        product.name.ar,
        product.description.ar,
        ...product.variants.flatMap((variant) => variant.options.map((option) => option.ar)),
      ].join(' ');
    return DEMO_PRODUCTS.filter((product) => normaliseArabic(text(product)).includes(wanted))
      .map((product) => product.slug)
      .sort();
  }

  it('finds every sofa by the Arabic word for sofa, and nothing else', async () => {
    const { search } = await env.shopClient.query<Result>(
      SEARCH,
      { term: 'كنبة' },
      { languageCode: 'ar' },
    );
    const slugs = search.items.map((item) => item.slug).sort();
    expect(slugs).toEqual(mentioning('كنبة'));
    expect(slugs).toContain('nile-three-seater-sofa');
    expect(slugs).toContain('dokki-sofa-bed');
    expect(slugs).not.toContain('zamalek-velvet-armchair');
  });

  it('finds products by Arabic words from their descriptions', async () => {
    // "فوه" only appears in the kilims' descriptions ("كليم فوه"), never in a name.
    const { search } = await env.shopClient.query<Result>(
      SEARCH,
      { term: 'فوه' },
      { languageCode: 'ar' },
    );
    expect(search.items.map((item) => item.slug).sort()).toEqual(
      ['fustat-cotton-kilim', 'khan-el-khalili-cotton-kilim', 'nubia-cotton-kilim'].sort(),
    );
    // Beech is in dozens of descriptions: the index holds every product's.
    const beech = await env.shopClient.query<Result>(
      SEARCH,
      { term: 'الزان' },
      { languageCode: 'ar' },
    );
    expect(beech.search.totalItems).toBe(mentioning('الزان').length);
    expect(beech.search.totalItems).toBeGreaterThan(20);
  });

  it('serves the product pictures it lists', async () => {
    const { search } = await env.shopClient.query<Result>(
      SEARCH,
      { term: 'bookshelf' },
      { languageCode: 'en' },
    );
    const preview = search.items[0]?.productAsset?.preview;
    expect(preview).toMatch(/\/assets\/preview\/.+\.jpg$/);
    const response = await fetch(`${preview}?preset=thumb`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('facets', () => {
  const FACET_VALUES = gql`
    query FacetValues($facetValueIds: [ID!]) {
      search(input: { groupByProduct: true, take: 100, facetValueIds: $facetValueIds }) {
        items {
          slug
        }
        facetValues {
          count
          facetValue {
            id
            code
            name
            facet {
              code
              name
            }
          }
        }
      }
    }
  `;
  type Result = {
    search: {
      items: Array<{ slug: string }>;
      facetValues: Array<{
        count: number;
        facetValue: {
          id: string;
          code: string;
          name: string;
          facet: { code: string; name: string };
        };
      }>;
    };
  };
  const CATEGORY_NAMES = Object.fromEntries(SUB_CATEGORIES.map((sub) => [sub.slug, sub.name]));
  const VALUES_BY_FACET = {
    room: ROOMS,
    material: MATERIALS,
    style: STYLES,
    colour: COLOURS,
    category: CATEGORY_NAMES,
  };
  /** The values of a facet that some demo product or variant has. */
  const usedCodes = (facetCode: keyof typeof VALUES_BY_FACET): Set<string> =>
    new Set(
      DEMO_PRODUCTS.flatMap((product) =>
        facetCode === 'colour'
          ? product.variants.map((variant) => variant.colourFacet)
          : [product[facetCode]],
      ),
    );

  it('names room, material, style, colour and category and their values in Arabic and English', async () => {
    for (const languageCode of ['ar', 'en'] as const) {
      const { search } = await env.shopClient.query<Result>(FACET_VALUES, {}, { languageCode });
      for (const facetCode of Object.keys(VALUES_BY_FACET) as Array<keyof typeof VALUES_BY_FACET>) {
        const values: Record<string, { ar: string; en: string }> = VALUES_BY_FACET[facetCode];
        const found = search.facetValues.filter(
          (value) => value.facetValue.facet.code === facetCode,
        );
        const facetName = FACET_NAMES[facetCode][languageCode];
        expect(found.every((value) => value.facetValue.facet.name === facetName)).toBe(true);
        const used = usedCodes(facetCode);
        const expected = Object.entries(values)
          .filter(([code]) => used.has(code))
          .map(([code, name]) => ({ code, name: name[languageCode] }))
          .sort((a, b) => a.code.localeCompare(b.code));
        expect(expected.length).toBeGreaterThan(1);
        expect(
          found
            .map(({ facetValue }) => ({ code: facetValue.code, name: facetValue.name }))
            .sort((a, b) => a.code.localeCompare(b.code)),
        ).toEqual(expected);
      }
    }
  });

  it('gives every product its room, material, style and category', async () => {
    const { search } = await env.shopClient.query<Result>(FACET_VALUES, {});
    const count = (facetCode: string, code: string) =>
      search.facetValues.find(
        (value) => value.facetValue.facet.code === facetCode && value.facetValue.code === code,
      )?.count ?? 0;
    for (const facetCode of ['room', 'material', 'style', 'category'] as const) {
      let total = 0;
      for (const code of Object.keys(VALUES_BY_FACET[facetCode])) {
        const expected = DEMO_PRODUCTS.filter((product) => product[facetCode] === code).length;
        expect(count(facetCode, code), `${facetCode}:${code}`).toBe(expected);
        total += expected;
      }
      // Exactly one value of each of these facets per product.
      expect(total).toBe(DEMO_PRODUCTS.length);
    }
  });

  it('filters the catalogue by colour, a variant facet', async () => {
    const { search: all } = await env.shopClient.query<Result>(FACET_VALUES, {});
    const grey = all.facetValues.find(
      (value) => value.facetValue.facet.code === 'colour' && value.facetValue.code === 'grey',
    );
    const { search } = await env.shopClient.query<Result>(FACET_VALUES, {
      facetValueIds: [grey?.facetValue.id],
    });
    const expected = DEMO_PRODUCTS.filter((product) =>
      product.variants.some((variant) => variant.colourFacet === 'grey'),
    ).map((product) => product.slug);
    // Among them the sofa's charcoal cover and the office chair's grey mesh.
    expect(expected).toEqual(
      expect.arrayContaining(['delta-ergonomic-office-chair', 'nile-three-seater-sofa']),
    );
    expect(search.items.map((item) => item.slug).sort()).toEqual(expected.sort());
  });
});

describe('browser security', () => {
  it('lets the storefront origin call the Shop API with credentials, and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${env.baseUrl}/shop-api`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const storefront = await preflight('http://localhost:3000');
    expect(storefront.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(storefront.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the session in a signed, HttpOnly, SameSite=Lax cookie', async () => {
    const response = await fetch(`${env.baseUrl}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
      }),
    });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAMES.admin}=`));
    const signature = cookies.find((cookie) =>
      cookie.startsWith(`${SESSION_COOKIE_NAMES.admin}.sig=`),
    );
    expect(session).toMatch(/; httponly/i);
    expect(session).toMatch(/; samesite=lax/i);
    expect(signature).toBeDefined();
  });

  it('refuses a cross-site form post (CSRF prevention)', async () => {
    const response = await fetch(`${env.baseUrl}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ activeChannel { code } }' }),
    });
    expect(response.status).toBe(400);
  });
});

/** The outcome of an Admin API login, as the dashboard would see it. */
async function login(password: string): Promise<string> {
  const response = await fetch(`${env.baseUrl}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation Login($password: String!) {
        login(username: "superadmin", password: $password) {
          __typename
          ... on ErrorResult { errorCode }
        }
      }`,
      variables: { password },
    }),
  });
  const body = (await response.json()) as {
    data: { login: { __typename: string; errorCode?: string } };
  };
  return body.data.login.errorCode ?? body.data.login.__typename;
}

// Last: it changes the superadmin's password, which the tests above log in with.
describe('a database first started in development, then run in production', () => {
  it('loses the development superadmin password for the production one', async () => {
    expect(await login(DEVELOPMENT_SUPERADMIN_PASSWORD)).toBe('CurrentUser');

    const changed = await retireDevelopmentSuperadminPassword(
      env.server.app,
      'production secret 1',
    );

    expect(changed).toEqual(['superadmin']);
    expect(await login(DEVELOPMENT_SUPERADMIN_PASSWORD)).toBe('INVALID_CREDENTIALS_ERROR');
    expect(await login('production secret 1')).toBe('CurrentUser');
  });

  it('leaves a password that is not the development one alone', async () => {
    const changed = await retireDevelopmentSuperadminPassword(
      env.server.app,
      'production secret 2',
    );

    expect(changed).toEqual([]);
    expect(await login('production secret 1')).toBe('CurrentUser');
    expect(await login('production secret 2')).toBe('INVALID_CREDENTIALS_ERROR');
  });
});
