import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { GOVERNORATES } from '../services/governorates.data';
import { SHIPPING_METHOD_CODES } from '../services/egypt-seed.service';

let env: DarTestEnvironment;

interface CityResult {
  id: string;
  name: string;
  governorate: { id: string; code: string; name: string };
}

const CITIES = gql`
  query Cities($governorateCode: String) {
    cities(governorateCode: $governorateCode) {
      id
      name
      governorate {
        id
        code
        name
      }
    }
  }
`;

const GOVERNORATE_LIST = gql`
  query Governorates {
    governorates {
      id
      code
      name
      deliveryRegion
      cities {
        name
      }
    }
  }
`;

const PRODUCTS = gql`
  query Products {
    products(options: { take: 100 }) {
      items {
        slug
        customFields {
          freeShipping
        }
        variants {
          id
          priceWithTax
          stockLevel
        }
      }
    }
  }
`;

const ADD_ITEM = gql`
  mutation AddItem($id: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $id, quantity: $quantity) {
      ... on Order {
        id
        subTotalWithTax
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const SET_ADDRESS = gql`
  mutation SetAddress($input: CreateAddressInput!) {
    setOrderShippingAddress(input: $input) {
      ... on Order {
        id
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const ELIGIBLE_METHODS = gql`
  query Eligible {
    eligibleShippingMethods {
      id
      code
      name
      description
      price
      priceWithTax
      metadata
    }
  }
`;

interface Quote {
  id: string;
  code: string;
  name: string;
  description: string;
  price: number;
  priceWithTax: number;
  metadata: { governorateCode: string; deliveryRegion: string; deliveryDays: number };
}

interface ProductsResult {
  products: {
    items: Array<{
      slug: string;
      customFields: { freeShipping: boolean };
      variants: Array<{ id: string; priceWithTax: number; stockLevel: string }>;
    }>;
  };
}

/** A variant of a product without free shipping, priced below the free-delivery minimum. */
let paidVariant = { id: '', priceWithTax: 0 };
/** A variant of a product that ships free. */
let freeVariant = { id: '', priceWithTax: 0 };

const FREE_DELIVERY_MINIMUM = 1_500_000;

async function newCart(variantId: string, quantity = 1): Promise<void> {
  await env.shopClient.asAnonymousUser();
  const { addItemToOrder } = await env.shopClient.query(ADD_ITEM, { id: variantId, quantity });
  expect(addItemToOrder.errorCode).toBeUndefined();
}

/** What the cart says before there is an address: will delivery be free wherever it goes? */
async function freeDeliveryBeforeAddress(): Promise<boolean> {
  const { activeOrder } = await env.shopClient.query<{
    activeOrder: { freeDelivery: boolean; shippingAddress: { province: string | null } | null };
  }>(gql`
    query {
      activeOrder {
        freeDelivery
        shippingAddress {
          province
        }
      }
    }
  `);
  expect(activeOrder.shippingAddress?.province ?? null).toBeNull();
  return activeOrder.freeDelivery;
}

async function quotesFor(address: {
  province?: string;
  city?: string;
  countryCode?: string;
}): Promise<Quote[]> {
  const { setOrderShippingAddress } = await env.shopClient.query(SET_ADDRESS, {
    input: { streetLine1: '12 شارع التحرير', countryCode: 'EG', ...address },
  });
  expect(setOrderShippingAddress.errorCode).toBeUndefined();
  const { eligibleShippingMethods } = await env.shopClient.query<{
    eligibleShippingMethods: Quote[];
  }>(ELIGIBLE_METHODS, {}, { languageCode: 'en' });
  return eligibleShippingMethods;
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  const { products } = await env.shopClient.query<ProductsResult>(PRODUCTS);
  const variants = (free: boolean) =>
    products.items
      .filter((product) => product.customFields.freeShipping === free)
      .flatMap((product) => product.variants)
      .sort((a, b) => a.priceWithTax - b.priceWithTax);
  const paid = variants(false)[0];
  const free = variants(true)[0];
  if (!paid || !free || paid.priceWithTax >= FREE_DELIVERY_MINIMUM) {
    throw new Error(
      'The demo catalogue needs a cheap product without free shipping, and one with.',
    );
  }
  paidVariant = paid;
  freeVariant = free;
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('cities and governorates', () => {
  it('lists every city sorted by its Arabic name, with its governorate in Arabic', async () => {
    const { cities } = await env.shopClient.query<{ cities: CityResult[] }>(
      CITIES,
      {},
      { languageCode: 'ar' },
    );
    const seededCities = GOVERNORATES.flatMap((governorate) => governorate.cities);
    expect(cities).toHaveLength(seededCities.length);
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(names[0]).toMatch(/^[\u0600-\u06FF]/);
    const nasrCity = cities.find((city) => city.name === 'مدينة نصر');
    expect(nasrCity?.governorate).toMatchObject({ code: 'EG-C', name: 'القاهرة' });
  });

  it('lists the same cities sorted by their English names with languageCode=en', async () => {
    const arabic = await env.shopClient.query<{ cities: CityResult[] }>(CITIES, {});
    const { cities } = await env.shopClient.query<{ cities: CityResult[] }>(
      CITIES,
      {},
      { languageCode: 'en' },
    );
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names.some((name) => /[\u0600-\u06FF]/.test(name))).toBe(false);
    expect(new Set(cities.map((city) => city.id))).toEqual(
      new Set(arabic.cities.map((city) => city.id)),
    );
    expect(cities.find((city) => city.name === 'Hurghada')?.governorate).toMatchObject({
      code: 'EG-BA',
      name: 'Red Sea',
    });
  });

  it('filters by governorate code and lists the 27 governorates with their cities', async () => {
    const { cities } = await env.shopClient.query<{ cities: CityResult[] }>(
      CITIES,
      { governorateCode: 'eg-gz' },
      { languageCode: 'en' },
    );
    expect(cities.map((city) => city.name)).toContain('6th of October City');
    expect(new Set(cities.map((city) => city.governorate.name))).toEqual(new Set(['Giza']));

    const { governorates } = await env.shopClient.query<{
      governorates: Array<{ code: string; name: string; deliveryRegion: string; cities: [] }>;
    }>(GOVERNORATE_LIST, {}, { languageCode: 'ar' });
    expect(governorates).toHaveLength(27);
    const names = governorates.map((governorate) => governorate.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(governorates.find((governorate) => governorate.code === 'EG-ASN')).toMatchObject({
      name: 'أسوان',
      deliveryRegion: 'upper-egypt',
    });
    expect(governorates.every((governorate) => governorate.cities.length > 0)).toBe(true);
  });
});

describe('delivery priced by governorate', () => {
  it('costs less to Cairo and Giza than to Upper Egypt, with more days further away', async () => {
    await newCart(paidVariant.id);
    const cairo = await quotesFor({ province: 'القاهرة', city: 'مدينة نصر' });
    expect(cairo.map((quote) => quote.code)).toEqual([
      SHIPPING_METHOD_CODES.standard,
      SHIPPING_METHOD_CODES.express,
    ]);
    expect(cairo[0]).toMatchObject({
      name: 'Standard delivery',
      priceWithTax: 7_500,
      metadata: { governorateCode: 'EG-C', deliveryRegion: 'greater-cairo' },
    });

    const giza = await quotesFor({ province: 'Giza', city: 'Dokki' });
    expect(giza[0]?.priceWithTax).toBe(7_500);

    const aswan = await quotesFor({ province: 'محافظة أسوان', city: 'كوم أمبو' });
    expect(aswan[0]).toMatchObject({
      priceWithTax: 15_000,
      metadata: { governorateCode: 'EG-ASN', deliveryRegion: 'upper-egypt' },
    });
    expect(aswan[0]?.metadata.deliveryDays).toBe((cairo[0]?.metadata.deliveryDays ?? 0) + 3);
    // VAT is included in the price, as for products.
    expect(aswan[0]?.price).toBeCloseTo(15_000 / 1.14, 0);
  });

  it('finds the governorate from the city, or any spelling of its name', async () => {
    await newCart(paidVariant.id);
    expect((await quotesFor({ city: 'Hurghada' }))[0]?.metadata.governorateCode).toBe('EG-BA');
    expect((await quotesFor({ province: 'الاسكندريه' }))[0]?.metadata.governorateCode).toBe(
      'EG-ALX',
    );
    expect((await quotesFor({ province: 'EG-SUZ' }))[0]?.metadata.governorateCode).toBe('EG-SUZ');
    expect((await quotesFor({ province: 'Assiut' }))[0]?.priceWithTax).toBe(15_000);
  });

  it('offers no delivery to an address it cannot place in Egypt', async () => {
    await newCart(paidVariant.id);
    expect(await quotesFor({ province: 'Atlantis', city: 'Nowhere' })).toEqual([]);
  });

  it('lets staff change the price table in the Admin API', async () => {
    const standard = await shippingMethod(SHIPPING_METHOD_CODES.standard);
    const args = new Map(standard.calculator.args.map((arg) => [arg.name, arg.value]));
    args.set('upperEgyptPrice', '17500');
    await env.adminClient.query(UPDATE_SHIPPING_METHOD, {
      input: {
        id: standard.id,
        translations: [],
        calculator: {
          code: standard.calculator.code,
          arguments: [...args].map(([name, value]) => ({ name, value })),
        },
      },
    });
    await newCart(paidVariant.id);
    expect((await quotesFor({ province: 'Sohag' }))[0]?.priceWithTax).toBe(17_500);
    expect((await quotesFor({ province: 'Cairo' }))[0]?.priceWithTax).toBe(7_500);
  });
});

const ADMIN_CITIES = gql`
  query AdminCities($options: CityListOptions) {
    cities(options: $options) {
      totalItems
      items {
        id
        name
        deliveryPrice
        governorate {
          code
          deliveryRegion
        }
      }
    }
  }
`;

const UPDATE_CITY = gql`
  mutation UpdateCity($input: UpdateCityInput!) {
    updateCity(input: $input) {
      id
      name
      deliveryPrice
    }
  }
`;

interface AdminCity {
  id: string;
  name: string;
  deliveryPrice: number | null;
  governorate: { code: string; deliveryRegion: string };
}

async function adminCity(englishName: string): Promise<AdminCity> {
  const { cities } = await env.adminClient.query<{ cities: { items: AdminCity[] } }>(
    ADMIN_CITIES,
    { options: { filter: { name: { eq: englishName } } } },
    { languageCode: 'en' },
  );
  expect(cities.items).toHaveLength(1);
  return cities.items[0]!;
}

describe("a city's own delivery price", () => {
  it('lists the cities for staff, searchable by name, with no price of their own at first', async () => {
    const { cities } = await env.adminClient.query<{
      cities: { totalItems: number; items: AdminCity[] };
    }>(ADMIN_CITIES, { options: { take: 5 } });
    expect(cities.totalItems).toBeGreaterThan(200);
    expect(cities.items.every((city) => city.deliveryPrice === null)).toBe(true);
    expect(await adminCity('Dokki')).toMatchObject({
      governorate: { code: 'EG-GZ', deliveryRegion: 'greater-cairo' },
    });
  });

  it('is what standard delivery to that city costs, in either language, until staff clear it', async () => {
    const dokki = await adminCity('Dokki');
    const { updateCity } = await env.adminClient.query<{ updateCity: AdminCity }>(UPDATE_CITY, {
      input: { id: dokki.id, deliveryPrice: 9_900 },
    });
    expect(updateCity.deliveryPrice).toBe(9_900);
    await newCart(paidVariant.id);
    expect((await quotesFor({ province: 'Giza', city: 'Dokki' }))[0]?.priceWithTax).toBe(9_900);
    expect((await quotesFor({ province: 'الجيزة', city: 'الدقي' }))[0]?.priceWithTax).toBe(9_900);
    // Another city of Giza keeps its region's price; express delivery keeps its flat price.
    const otherGiza = await quotesFor({ province: 'Giza', city: 'Haram' });
    expect(otherGiza[0]?.priceWithTax).toBe(7_500);
    expect((await quotesFor({ province: 'Giza', city: 'Dokki' }))[1]?.priceWithTax).toBe(
      otherGiza[1]?.priceWithTax,
    );

    await env.adminClient.query(UPDATE_CITY, { input: { id: dokki.id, deliveryPrice: null } });
    expect((await quotesFor({ province: 'Giza', city: 'Dokki' }))[0]?.priceWithTax).toBe(7_500);
  });

  it('refuses a negative price', async () => {
    const dokki = await adminCity('Dokki');
    await expect(
      env.adminClient.query(UPDATE_CITY, { input: { id: dokki.id, deliveryPrice: -100 } }),
    ).rejects.toThrow(/0 or more/);
    expect((await adminCity('Dokki')).deliveryPrice).toBeNull();
  });
});
const GOVERNORATE_FIELDS = `
  id
  code
  name
  deliveryRegion
  translations {
    languageCode
    name
  }
`;

const ADMIN_GOVERNORATES = gql`
  query AdminGovernorates($options: GovernorateListOptions) {
    governorates(options: $options) {
      totalItems
      items { ${GOVERNORATE_FIELDS} }
    }
  }
`;

const SAVE_RESULT = `
  ... on Governorate { ${GOVERNORATE_FIELDS} }
  ... on InvalidGovernorateError {
    errorCode
    message
    field
  }
`;

const CREATE_GOVERNORATE = gql`
  mutation CreateGovernorate($input: CreateGovernorateInput!) {
    createGovernorate(input: $input) { ${SAVE_RESULT} }
  }
`;

const UPDATE_GOVERNORATE = gql`
  mutation UpdateGovernorate($input: UpdateGovernorateInput!) {
    updateGovernorate(input: $input) { ${SAVE_RESULT} }
  }
`;

interface AdminGovernorate {
  id: string;
  code: string;
  name: string;
  deliveryRegion: string;
  translations: Array<{ languageCode: string; name: string }>;
}

type SaveResult = Partial<AdminGovernorate> & {
  errorCode?: string;
  message?: string;
  field?: string;
};

async function adminGovernorate(code: string): Promise<AdminGovernorate> {
  const { governorates } = await env.adminClient.query<{
    governorates: { items: AdminGovernorate[] };
  }>(ADMIN_GOVERNORATES, { options: { filter: { code: { eq: code } } } });
  expect(governorates.items).toHaveLength(1);
  return governorates.items[0]!;
}

describe('governorates for staff', () => {
  it('lists the 27 by code, each with its Arabic and English names', async () => {
    const { governorates } = await env.adminClient.query<{
      governorates: { totalItems: number; items: AdminGovernorate[] };
    }>(ADMIN_GOVERNORATES, { options: { take: 3 } });
    expect(governorates.totalItems).toBe(GOVERNORATES.length);
    const codes = governorates.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    const giza = await adminGovernorate('EG-GZ');
    expect(giza.translations).toEqual(
      expect.arrayContaining([
        { languageCode: 'ar', name: 'الجيزة' },
        { languageCode: 'en', name: 'Giza' },
      ]),
    );
  });

  it('renames one in English, and the address form shows the new name at once', async () => {
    const giza = await adminGovernorate('EG-GZ');
    const { updateGovernorate } = await env.adminClient.query<{ updateGovernorate: SaveResult }>(
      UPDATE_GOVERNORATE,
      { input: { id: giza.id, translations: [{ languageCode: 'en', name: 'Giza City' }] } },
    );
    expect(updateGovernorate.errorCode).toBeUndefined();
    // The Arabic name, not sent, keeps its value.
    expect(updateGovernorate.translations).toEqual(
      expect.arrayContaining([
        { languageCode: 'ar', name: 'الجيزة' },
        { languageCode: 'en', name: 'Giza City' },
      ]),
    );
    const shopNames = async (languageCode: 'ar' | 'en') =>
      (
        await env.shopClient.query<{ governorates: Array<{ code: string; name: string }> }>(
          GOVERNORATE_LIST,
          {},
          { languageCode },
        )
      ).governorates.find((item) => item.code === 'EG-GZ')?.name;
    expect(await shopNames('en')).toBe('Giza City');
    expect(await shopNames('ar')).toBe('الجيزة');
    await env.adminClient.query(UPDATE_GOVERNORATE, {
      input: { id: giza.id, translations: [{ languageCode: 'en', name: 'Giza' }] },
    });
    expect(await shopNames('en')).toBe('Giza');
  });

  it('adds one with both names; its delivery region prices it', async () => {
    const { createGovernorate } = await env.adminClient.query<{ createGovernorate: SaveResult }>(
      CREATE_GOVERNORATE,
      {
        input: {
          code: 'eg-nc',
          deliveryRegion: 'remote',
          translations: [
            { languageCode: 'ar', name: 'العاصمة الإدارية' },
            { languageCode: 'en', name: 'New Capital' },
          ],
        },
      },
      { languageCode: 'en' },
    );
    expect(createGovernorate).toMatchObject({ code: 'EG-NC', deliveryRegion: 'remote' });
    expect((await adminGovernorate('EG-NC')).name).toBe('العاصمة الإدارية');
    await newCart(paidVariant.id);
    const remote = (await quotesFor({ province: 'Matrouh' }))[0]?.priceWithTax;
    expect((await quotesFor({ province: 'New Capital' }))[0]?.priceWithTax).toBe(remote);
  });

  it('refuses, with its reason in the language of the request, a bad code, a taken code, an unknown region or a missing name', async () => {
    const names = [
      { languageCode: 'ar', name: 'اختبار' },
      { languageCode: 'en', name: 'Test' },
    ];
    const refusals: Array<[object, string, RegExp, RegExp]> = [
      [{ code: 'Cairo', deliveryRegion: 'remote', translations: names }, 'code', /EG-C/, /EG-/],
      [
        { code: 'EG-C', deliveryRegion: 'remote', translations: names },
        'code',
        /already/,
        /مستخدم/,
      ],
      [
        { code: 'EG-ZZ', deliveryRegion: 'moon', translations: names },
        'deliveryRegion',
        /region/,
        /منطقة/,
      ],
      [
        { code: 'EG-ZZ', deliveryRegion: 'remote', translations: [names[1]] },
        'name',
        /Arabic and in English/,
        /بالعربية والإنجليزية/,
      ],
    ];
    for (const [input, field, english, arabic] of refusals) {
      for (const [languageCode, message] of [
        ['en', english],
        ['ar', arabic],
      ] as const) {
        const { createGovernorate } = await env.adminClient.query<{
          createGovernorate: SaveResult;
        }>(CREATE_GOVERNORATE, { input }, { languageCode });
        expect(createGovernorate).toMatchObject({ errorCode: 'INVALID_GOVERNORATE_ERROR', field });
        expect(createGovernorate.message).toMatch(message);
      }
    }
    const cairo = await adminGovernorate('EG-C');
    const { updateGovernorate } = await env.adminClient.query<{ updateGovernorate: SaveResult }>(
      UPDATE_GOVERNORATE,
      { input: { id: cairo.id, code: 'EG-GZ' } },
      { languageCode: 'en' },
    );
    expect(updateGovernorate).toMatchObject({
      field: 'code',
      message: expect.stringMatching(/already/),
    });
    expect((await adminGovernorate('EG-C')).code).toBe('EG-C');
  });
});

describe('free delivery', () => {
  it('is offered when every product in the order ships free', async () => {
    await newCart(freeVariant.id);
    // The cart already knows: free wherever it goes.
    expect(await freeDeliveryBeforeAddress()).toBe(true);
    const quotes = await quotesFor({ province: 'Aswan' });
    expect(quotes.map((quote) => [quote.code, quote.priceWithTax])).toEqual([
      [SHIPPING_METHOD_CODES.free, 0],
      [SHIPPING_METHOD_CODES.standard, 17_500],
    ]);
    expect(quotes[0]?.name).toBe('Free delivery');
    expect(quotes[0]?.metadata.deliveryDays).toBeGreaterThan(0);

    // Once a method is chosen its own price speaks: the cart's guess is no longer asked.
    const { setOrderShippingMethod } = await env.shopClient.query<{
      setOrderShippingMethod: { shippingWithTax: number; freeDelivery: boolean };
    }>(
      gql`
        mutation Choose($ids: [ID!]!) {
          setOrderShippingMethod(shippingMethodId: $ids) {
            ... on Order {
              shippingWithTax
              freeDelivery
            }
          }
        }
      `,
      { ids: [quotes[0]?.id] },
    );
    expect(setOrderShippingMethod).toEqual({ shippingWithTax: 0, freeDelivery: false });
  });

  it('is not offered for a product without free shipping below the minimum', async () => {
    await newCart(paidVariant.id);
    expect(await freeDeliveryBeforeAddress()).toBe(false);
    const codes = (await quotesFor({ province: 'Cairo' })).map((quote) => quote.code);
    expect(codes).toEqual([SHIPPING_METHOD_CODES.standard, SHIPPING_METHOD_CODES.express]);
  });

  it('is offered when the order reaches the minimum staff set', async () => {
    const quantity = Math.ceil(FREE_DELIVERY_MINIMUM / paidVariant.priceWithTax);
    await newCart(paidVariant.id, quantity);
    expect(await freeDeliveryBeforeAddress()).toBe(true);
    const codes = (await quotesFor({ province: 'Cairo' })).map((quote) => quote.code);
    expect(codes).toEqual([
      SHIPPING_METHOD_CODES.free,
      SHIPPING_METHOD_CODES.standard,
      SHIPPING_METHOD_CODES.express,
    ]);

    // Staff raise the minimum above this order: free delivery goes away.
    const free = await shippingMethod(SHIPPING_METHOD_CODES.free);
    await env.adminClient.query(UPDATE_SHIPPING_METHOD, {
      input: {
        id: free.id,
        translations: [],
        checker: {
          code: free.checker.code,
          arguments: [
            { name: 'minimumOrderWithTax', value: String(paidVariant.priceWithTax * quantity + 1) },
          ],
        },
      },
    });
    const { eligibleShippingMethods } = await env.shopClient.query<{
      eligibleShippingMethods: Quote[];
    }>(ELIGIBLE_METHODS);
    expect(eligibleShippingMethods.map((quote) => quote.code)).toEqual([
      SHIPPING_METHOD_CODES.standard,
      SHIPPING_METHOD_CODES.express,
    ]);
    const { activeOrder } = await env.shopClient.query<{ activeOrder: { freeDelivery: boolean } }>(
      gql`
        query {
          activeOrder {
            freeDelivery
          }
        }
      `,
    );
    expect(activeOrder.freeDelivery).toBe(false);
  });

  it('names both methods in Arabic by default', async () => {
    const { shippingMethods } = await env.adminClient.query<{
      shippingMethods: {
        items: Array<{ code: string; translations: Array<{ languageCode: string; name: string }> }>;
      };
    }>(gql`
      query Methods {
        shippingMethods {
          items {
            code
            translations {
              languageCode
              name
            }
          }
        }
      }
    `);
    const names = Object.fromEntries(
      shippingMethods.items.map((method) => [
        method.code,
        Object.fromEntries(method.translations.map((t) => [t.languageCode, t.name])),
      ]),
    );
    expect(names[SHIPPING_METHOD_CODES.standard]).toEqual({
      ar: 'التوصيل العادي',
      en: 'Standard delivery',
    });
    expect(names[SHIPPING_METHOD_CODES.free]).toEqual({ ar: 'توصيل مجاني', en: 'Free delivery' });
    expect(names[SHIPPING_METHOD_CODES.express]).toEqual({
      ar: 'توصيل سريع',
      en: 'Express delivery',
    });
  });
});

describe('express delivery', () => {
  it('is offered in Cairo and Giza only, at its flat price, faster than standard', async () => {
    await newCart(paidVariant.id);
    for (const address of [{ province: 'القاهرة' }, { province: 'Giza', city: 'Dokki' }]) {
      const quotes = await quotesFor(address);
      const standard = quotes.find((quote) => quote.code === SHIPPING_METHOD_CODES.standard);
      const express = quotes.find((quote) => quote.code === SHIPPING_METHOD_CODES.express);
      expect(express).toMatchObject({
        name: 'Express delivery',
        priceWithTax: 15_000,
        metadata: { deliveryRegion: 'greater-cairo' },
      });
      expect(express?.price).toBeCloseTo(15_000 / 1.14, 0);
      expect(express?.metadata.deliveryDays).toBeGreaterThanOrEqual(1);
      expect(express?.metadata.deliveryDays).toBeLessThan(standard?.metadata.deliveryDays ?? 0);
    }
    for (const province of ['Alexandria', 'Qalyubia', 'Aswan', 'South Sinai']) {
      const codes = (await quotesFor({ province })).map((quote) => quote.code);
      expect(codes, province).toEqual([SHIPPING_METHOD_CODES.standard]);
    }
  });

  it('can be chosen for the order, which then costs its price', async () => {
    await newCart(paidVariant.id);
    const express = (await quotesFor({ province: 'Cairo' })).find(
      (quote) => quote.code === SHIPPING_METHOD_CODES.express,
    );
    const { setOrderShippingMethod } = await env.shopClient.query<{
      setOrderShippingMethod: { shippingWithTax: number; totalWithTax: number };
    }>(
      gql`
        mutation Choose($ids: [ID!]!) {
          setOrderShippingMethod(shippingMethodId: $ids) {
            ... on Order {
              shippingWithTax
              totalWithTax
            }
          }
        }
      `,
      { ids: [express?.id] },
    );
    expect(setOrderShippingMethod).toEqual({
      shippingWithTax: 15_000,
      totalWithTax: paidVariant.priceWithTax + 15_000,
    });
  });
});

describe('every delivery method', () => {
  it('has a name and a description in the language of the request', async () => {
    await newCart(freeVariant.id);
    await quotesFor({ province: 'Cairo' });
    const texts = async (languageCode: 'ar' | 'en') =>
      (
        await env.shopClient.query<{ eligibleShippingMethods: Quote[] }>(
          ELIGIBLE_METHODS,
          {},
          { languageCode },
        )
      ).eligibleShippingMethods;
    const arabic = await texts('ar');
    const english = await texts('en');
    expect(arabic.map((quote) => quote.code).sort()).toEqual(
      Object.values(SHIPPING_METHOD_CODES).sort(),
    );
    for (const quote of arabic) {
      expect(quote.name, quote.code).toMatch(/^[\u0600-\u06FF]/);
      expect(quote.description, quote.code).toMatch(/[\u0600-\u06FF]{3}/);
    }
    for (const quote of english) {
      expect(quote.name, quote.code).toMatch(/^[A-Z][a-z]+ delivery$/);
      expect(quote.description, quote.code).toMatch(/^[A-Z][^\u0600-\u06FF]{20,}$/);
    }
  });
});

const UPDATE_SHIPPING_METHOD = gql`
  mutation UpdateShippingMethod($input: UpdateShippingMethodInput!) {
    updateShippingMethod(input: $input) {
      id
    }
  }
`;

interface AdminShippingMethod {
  id: string;
  code: string;
  checker: { code: string; args: Array<{ name: string; value: string }> };
  calculator: { code: string; args: Array<{ name: string; value: string }> };
}

async function shippingMethod(code: string): Promise<AdminShippingMethod> {
  const { shippingMethods } = await env.adminClient.query<{
    shippingMethods: { items: AdminShippingMethod[] };
  }>(
    gql`
      query ShippingMethods($code: String!) {
        shippingMethods(options: { filter: { code: { eq: $code } } }) {
          items {
            id
            code
            checker {
              code
              args {
                name
                value
              }
            }
            calculator {
              code
              args {
                name
                value
              }
            }
          }
        }
      }
    `,
    { code },
  );
  const method = shippingMethods.items[0];
  if (!method) {
    throw new Error(`No shipping method "${code}"`);
  }
  return method;
}
