import { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPaymentHandler } from '../../../e2e/test-payment-method';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { CREATE_PAYMENT_METHOD, placeOrder } from '../../order-lifecycle/e2e/checkout';
import { MERCHANDISING_MESSAGES } from '../services/merchandising-errors';
import {
  HOME_PAGE,
  SEED_BANNERS,
  SEED_SUPER_BANNER,
  SEED_WHEEL_OFFERS,
} from '../services/merchandising-seed.data';

let env: DarTestEnvironment;

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const BANNERS = gql`
  query Banners($page: String!) {
    banners(page: $page) {
      id
      page
      position
      url
      title
      altText
      languageCode
      featuredAsset {
        id
        preview
      }
    }
  }
`;

const SUPER_BANNER = gql`
  query SuperBanner {
    superBanner {
      id
      url
      title
      altText
      asset {
        id
        preview
      }
    }
  }
`;

const ALERT = gql`
  query Alert {
    alert {
      id
      name
      url
    }
  }
`;

const WHEEL_PROMOTIONS = gql`
  query WheelPromotions {
    wheelPromotions {
      id
      name
      timeView
      position
      promotion {
        id
        couponCode
      }
    }
  }
`;

const SELECTED_PROMOTION = gql`
  query SelectedPromotion($id: ID!) {
    selectedPromotion(id: $id) {
      __typename
      ... on SelectedPromotion {
        id
        name
        couponCode
        endsAt
        promotion {
          id
        }
      }
      ... on WheelPromotionUnavailableError {
        errorCode
        message
        reason
      }
    }
  }
`;

const SAVE_RESULT_FIELDS = `
  __typename
  ... on ErrorResult {
    errorCode
    message
  }
  ... on InvalidMerchandisingInputError {
    field
  }
`;

const CREATE_BANNER = gql`
  mutation CreateBanner($input: CreateBannerInput!) {
    createBanner(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on Banner {
        id
        position
        enabled
        translations {
          languageCode
          title
        }
      }
    }
  }
`;

const UPDATE_BANNER = gql`
  mutation UpdateBanner($input: UpdateBannerInput!) {
    updateBanner(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on Banner {
        id
        position
        url
        title
      }
    }
  }
`;

const DELETE_BANNER = gql`
  mutation DeleteBanner($id: ID!) {
    deleteBanner(id: $id) {
      result
    }
  }
`;

const CREATE_SUPER_BANNER = gql`
  mutation CreateSuperBanner($input: CreateSuperBannerInput!) {
    createSuperBanner(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on SuperBanner {
        id
      }
    }
  }
`;

const CREATE_ALERT = gql`
  mutation CreateAlert($input: CreateAlertInput!) {
    createAlert(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on Alert {
        id
        name
      }
    }
  }
`;

const UPDATE_ALERT = gql`
  mutation UpdateAlert($input: UpdateAlertInput!) {
    updateAlert(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on Alert {
        id
        name
      }
    }
  }
`;

const CREATE_WHEEL_PROMOTION = gql`
  mutation CreateWheelPromotion($input: CreateWheelPromotionInput!) {
    createWheelPromotion(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on WheelPromotion {
        id
        timeView
        promotion {
          id
          couponCode
        }
      }
    }
  }
`;

const UPDATE_WHEEL_PROMOTION = gql`
  mutation UpdateWheelPromotion($input: UpdateWheelPromotionInput!) {
    updateWheelPromotion(input: $input) {
      ${SAVE_RESULT_FIELDS}
      ... on WheelPromotion {
        id
        name
        timeView
      }
    }
  }
`;

const CREATE_PROMOTION = gql`
  mutation CreatePromotion($input: CreatePromotionInput!) {
    createPromotion(input: $input) {
      ... on Promotion {
        id
        couponCode
      }
    }
  }
`;

const UPDATE_PROMOTION = gql`
  mutation UpdatePromotion($input: UpdatePromotionInput!) {
    updatePromotion(input: $input) {
      ... on Promotion {
        id
        enabled
      }
    }
  }
`;

const ADMIN_PROMOTIONS = gql`
  query Promotions {
    promotions(options: { take: 100 }) {
      items {
        id
        couponCode
        enabled
      }
    }
  }
`;

interface Banner {
  id: string;
  page: string;
  position: number;
  url: string | null;
  title: string;
  altText: string;
  languageCode: string;
  featuredAsset: { id: string; preview: string } | null;
}

interface WheelPromotion {
  id: string;
  name: string;
  timeView: number;
  position: number;
  promotion: { id: string; couponCode: string };
}

const banners = async (languageCode: 'ar' | 'en' = 'ar', page = HOME_PAGE) =>
  (await env.shopClient.query<{ banners: Banner[] }>(BANNERS, { page }, { languageCode })).banners;

const wheel = async (languageCode: 'ar' | 'en' = 'ar') =>
  (
    await env.shopClient.query<{ wheelPromotions: WheelPromotion[] }>(
      WHEEL_PROMOTIONS,
      {},
      { languageCode },
    )
  ).wheelPromotions;

const select = async (id: string, languageCode: 'ar' | 'en' = 'en') =>
  (await env.shopClient.query(SELECTED_PROMOTION, { id }, { languageCode })).selectedPromotion;

function bilingual<T extends object>(ar: T, en: T) {
  return [
    { languageCode: 'ar', ...ar },
    { languageCode: 'en', ...en },
  ];
}

/** A promotion with a coupon, 20% off the order, made by staff for one test. */
async function createCouponPromotion(couponCode: string, extra: object = {}): Promise<string> {
  const { createPromotion } = await env.adminClient.query(CREATE_PROMOTION, {
    input: {
      enabled: true,
      couponCode,
      conditions: [],
      actions: [
        { code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '20' }] },
      ],
      translations: [{ languageCode: 'en', name: `Test ${couponCode}` }],
      ...extra,
    },
  });
  expect(createPromotion.couponCode).toBe(couponCode);
  return createPromotion.id;
}

async function createWheelPromotion(promotionId: string, extra: object = {}): Promise<string> {
  const { createWheelPromotion } = await env.adminClient.query(CREATE_WHEEL_PROMOTION, {
    input: {
      promotionId,
      position: 100,
      translations: bilingual({ name: 'عرض تجريبي' }, { name: 'Test offer' }),
      ...extra,
    },
  });
  expect(createWheelPromotion.__typename).toBe('WheelPromotion');
  return createWheelPromotion.id;
}

// The first spec of a run seeds the shared database (or PostgreSQL template): minutes on a busy
// machine.
beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, { paymentMethodHandlers: [testPaymentHandler] });
  await env.adminClient.asSuperAdmin();
  await env.adminClient.query(CREATE_PAYMENT_METHOD, {
    input: {
      code: 'dar-test-payment',
      enabled: true,
      handler: { code: 'dar-test-payment', arguments: [] },
      translations: [{ languageCode: 'en', name: 'Test payment' }],
    },
  });
}, 900_000);

afterAll(async () => {
  await env?.stop();
});

describe('banners', () => {
  it('show the home page carousel in position order, in Arabic by default and in English', async () => {
    const arabic = await banners('ar');
    const english = await banners('en');
    expect(arabic.map((banner) => banner.title)).toEqual(SEED_BANNERS.map((b) => b.title.ar));
    expect(english.map((banner) => banner.title)).toEqual(SEED_BANNERS.map((b) => b.title.en));
    expect(english.map((banner) => banner.altText)).toEqual(SEED_BANNERS.map((b) => b.altText.en));
    expect(arabic.every((banner) => ARABIC_LETTER.test(banner.altText))).toBe(true);
    expect(english.some((banner) => ARABIC_LETTER.test(banner.title))).toBe(false);
    expect(arabic.map((banner) => banner.url)).toEqual(SEED_BANNERS.map((b) => b.url));
    expect(arabic.every((banner) => banner.page === HOME_PAGE)).toBe(true);
    const positions = arabic.map((banner) => banner.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Each has its own drawn picture, served by the asset server.
    const previews = arabic.map((banner) => banner.featuredAsset?.preview ?? '');
    expect(new Set(previews).size).toBe(SEED_BANNERS.length);
    const picture = await fetch(`${previews[0]}?preset=small`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answer an empty list for a page without banners', async () => {
    expect(await banners('ar', 'no-such-page')).toEqual([]);
  });

  it('are hidden before their start, after their end and while switched off', async () => {
    const before = (await banners()).length;
    const input = (title: string, extra: object) => ({
      input: {
        page: HOME_PAGE,
        position: -1,
        translations: bilingual({ title, altText: title }, { title, altText: title }),
        ...extra,
      },
    });
    const future = await env.adminClient.query(
      CREATE_BANNER,
      input('future', { startsAt: daysFromNow(1) }),
    );
    const expired = await env.adminClient.query(
      CREATE_BANNER,
      input('expired', { startsAt: daysFromNow(-3), endsAt: daysFromNow(-1) }),
    );
    const off = await env.adminClient.query(CREATE_BANNER, input('off', { enabled: false }));
    const current = await env.adminClient.query(
      CREATE_BANNER,
      input('current', { startsAt: daysFromNow(-1), endsAt: daysFromNow(1) }),
    );
    for (const created of [future, expired, off, current]) {
      expect(created.createBanner.__typename).toBe('Banner');
    }

    const shown = await banners('en');
    expect(shown).toHaveLength(before + 1);
    expect(shown[0]?.title).toBe('current');
    expect(shown.map((banner) => banner.title)).not.toContain('future');
    expect(shown.map((banner) => banner.title)).not.toContain('expired');
    expect(shown.map((banner) => banner.title)).not.toContain('off');

    // Its start reached (moved into the past), the future banner appears.
    await env.adminClient.query(UPDATE_BANNER, {
      input: { id: future.createBanner.id, startsAt: daysFromNow(-1 / 24) },
    });
    expect((await banners('en')).map((banner) => banner.title)).toContain('future');

    for (const created of [future, expired, off, current]) {
      const { deleteBanner } = await env.adminClient.query(DELETE_BANNER, {
        id: created.createBanner.id,
      });
      expect(deleteBanner.result).toBe('DELETED');
    }
    expect(await banners('en')).toHaveLength(before);
  });

  it('follow a new position order set by staff', async () => {
    const [first, second] = await banners('en');
    await env.adminClient.query(UPDATE_BANNER, { input: { id: first?.id, position: 50 } });
    const reordered = await banners('en');
    expect(reordered[0]?.id).toBe(second?.id);
    expect(reordered.at(-1)?.id).toBe(first?.id);
    await env.adminClient.query(UPDATE_BANNER, {
      input: { id: first?.id, position: first?.position },
    });
    expect((await banners('en'))[0]?.id).toBe(first?.id);
  });
});

describe('super banner and alert strip', () => {
  it('show the seeded super banner with its picture in both languages', async () => {
    const arabic = await env.shopClient.query(SUPER_BANNER);
    const english = await env.shopClient.query(SUPER_BANNER, {}, { languageCode: 'en' });
    expect(arabic.superBanner).toMatchObject({
      url: SEED_SUPER_BANNER.url,
      title: SEED_SUPER_BANNER.title.ar,
      altText: SEED_SUPER_BANNER.altText.ar,
    });
    expect(english.superBanner.title).toBe(SEED_SUPER_BANNER.title.en);
    expect(arabic.superBanner.asset.preview).toMatch(/^http/);
  });

  it('give way to a campaign that started later, and come back when it ends', async () => {
    const seeded = (await env.shopClient.query(SUPER_BANNER)).superBanner;
    const campaign = await env.adminClient.query(CREATE_SUPER_BANNER, {
      input: {
        url: '/collection/ramadan-picks',
        startsAt: daysFromNow(-1 / 24),
        endsAt: daysFromNow(2),
        translations: bilingual(
          { title: 'رمضان كريم', altText: 'فوانيس' },
          { title: 'Ramadan Kareem', altText: 'Lanterns' },
        ),
      },
    });
    const scheduled = await env.adminClient.query(CREATE_SUPER_BANNER, {
      input: {
        startsAt: daysFromNow(5),
        translations: bilingual({ title: 'لاحقًا', altText: '' }, { title: 'Later', altText: '' }),
      },
    });
    expect(campaign.createSuperBanner.__typename).toBe('SuperBanner');
    expect(scheduled.createSuperBanner.__typename).toBe('SuperBanner');
    const shown = await env.shopClient.query(SUPER_BANNER, {}, { languageCode: 'en' });
    expect(shown.superBanner).toMatchObject({
      id: campaign.createSuperBanner.id,
      title: 'Ramadan Kareem',
      asset: null,
    });

    // Ended (its end moved into the past): the standing super banner is back.
    await env.adminClient.query(
      gql`
        mutation ($input: UpdateSuperBannerInput!) {
          updateSuperBanner(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          id: campaign.createSuperBanner.id,
          startsAt: daysFromNow(-2),
          endsAt: daysFromNow(-1),
        },
      },
    );
    expect((await env.shopClient.query(SUPER_BANNER)).superBanner.id).toBe(seeded.id);
  });

  it('show the alert strip with the free-delivery threshold in each language', async () => {
    const arabic = await env.shopClient.query(ALERT);
    const english = await env.shopClient.query(ALERT, {}, { languageCode: 'en' });
    // The amount is formatted by Intl, which keeps "EGP" and the number together.
    expect(english.alert.name).toMatch(/^Free delivery on every order from EGP\s15,000$/);
    expect(arabic.alert.name).toContain('توصيل مجاني');
    expect(arabic.alert.name).toContain('١٥٬٠٠٠');
    expect(arabic.alert.url).toBe('/products');
  });

  it('answer null when no alert is shown, and ignore an expired one', async () => {
    const { alerts } = await env.adminClient.query(gql`
      query {
        alerts {
          items {
            id
          }
        }
      }
    `);
    const seededId = alerts.items[0].id;
    const expired = await env.adminClient.query(CREATE_ALERT, {
      input: {
        startsAt: daysFromNow(-10),
        endsAt: daysFromNow(-1),
        translations: bilingual({ name: 'انتهى' }, { name: 'Over' }),
      },
    });
    expect(expired.createAlert.__typename).toBe('Alert');
    await env.adminClient.query(UPDATE_ALERT, { input: { id: seededId, enabled: false } });
    expect((await env.shopClient.query(ALERT)).alert).toBeNull();
    await env.adminClient.query(UPDATE_ALERT, { input: { id: seededId, enabled: true } });
    expect((await env.shopClient.query(ALERT)).alert.id).toBe(seededId);
  });
});

describe('wheel promotions', () => {
  it('give at least 4 segments in position order, each tied to a real promotion with a coupon', async () => {
    const arabic = await wheel('ar');
    const english = await wheel('en');
    expect(arabic.length).toBeGreaterThanOrEqual(4);
    expect(arabic.map((item) => item.promotion.couponCode)).toEqual(
      SEED_WHEEL_OFFERS.map((offer) => offer.couponCode),
    );
    expect(arabic.map((item) => item.name)).toEqual(SEED_WHEEL_OFFERS.map((o) => o.label.ar));
    expect(english.map((item) => item.name)).toEqual(SEED_WHEEL_OFFERS.map((o) => o.label.en));
    const positions = arabic.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(arabic.every((item) => item.timeView > 0)).toBe(true);

    const { promotions } = await env.adminClient.query(ADMIN_PROMOTIONS);
    for (const item of arabic) {
      expect(promotions.items).toContainEqual({
        id: item.promotion.id,
        couponCode: item.promotion.couponCode,
        enabled: true,
      });
    }
  });

  it('drop a segment whose promotion is disabled, ended or deleted', async () => {
    const [first] = await wheel();
    if (!first) throw new Error('The seeded wheel is empty');
    await env.adminClient.query(UPDATE_PROMOTION, {
      input: { id: first.promotion.id, enabled: false },
    });
    expect((await wheel()).map((item) => item.id)).not.toContain(first.id);
    expect(await select(first.id)).toMatchObject({ reason: 'NOT_AVAILABLE' });
    await env.adminClient.query(UPDATE_PROMOTION, {
      input: { id: first.promotion.id, enabled: true },
    });
    expect((await wheel()).map((item) => item.id)).toContain(first.id);

    const endedPromotion = await createCouponPromotion('ENDED20', {
      startsAt: daysFromNow(-5),
      endsAt: daysFromNow(-1),
    });
    const endedSegment = await createWheelPromotion(endedPromotion);
    const deletedPromotion = await createCouponPromotion('DELETED20');
    const deletedSegment = await createWheelPromotion(deletedPromotion);
    const livePromotion = await createCouponPromotion('LIVE20');
    const liveSegment = await createWheelPromotion(livePromotion);
    await env.adminClient.query(
      gql`
        mutation ($id: ID!) {
          deletePromotion(id: $id) {
            result
          }
        }
      `,
      { id: deletedPromotion },
    );
    const ids = (await wheel()).map((item) => item.id);
    expect(ids).toContain(liveSegment);
    expect(ids).not.toContain(endedSegment);
    expect(ids).not.toContain(deletedSegment);
    expect(await select(endedSegment)).toMatchObject({ reason: 'ENDED' });
    expect(await select(deletedSegment)).toMatchObject({ reason: 'NOT_AVAILABLE' });
  });

  it('drop a segment outside its own dates', async () => {
    const promotionId = await createCouponPromotion('WINDOW20');
    const future = await createWheelPromotion(promotionId, { startsAt: daysFromNow(1) });
    const expired = await createWheelPromotion(promotionId, {
      startsAt: daysFromNow(-3),
      endsAt: daysFromNow(-1),
    });
    const ids = (await wheel()).map((item) => item.id);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(expired);
    expect(await select(future)).toMatchObject({ reason: 'NOT_AVAILABLE' });
    expect(await select(expired, 'ar')).toMatchObject({
      __typename: 'WheelPromotionUnavailableError',
      errorCode: 'WHEEL_PROMOTION_UNAVAILABLE_ERROR',
      reason: 'ENDED',
      message: MERCHANDISING_MESSAGES.unavailable.ar.ENDED,
    });
  });
});

/** A new guest session whose cart holds one of the first product: its subtotal with VAT. */
async function guestCartOfOneProduct(): Promise<number> {
  await env.shopClient.asAnonymousUser();
  const { products } = await env.shopClient.query(gql`
    query {
      products(options: { take: 1 }) {
        items {
          variants {
            id
          }
        }
      }
    }
  `);
  const { addItemToOrder } = await env.shopClient.query(
    gql`
      mutation ($id: ID!) {
        addItemToOrder(productVariantId: $id, quantity: 1) {
          ... on Order {
            subTotalWithTax
          }
        }
      }
    `,
    { id: products.items[0].variants[0].id },
  );
  return addItemToOrder.subTotalWithTax;
}

describe('selectedPromotion', () => {
  it('gives the coupon of the segment the wheel landed on, which applies to the cart', async () => {
    const segments = await wheel('en');
    const tenPercent = segments.find((item) => item.promotion.couponCode === 'WHEEL10');
    if (!tenPercent) throw new Error('WHEEL10 is not on the wheel');
    const selected = await select(tenPercent.id);
    expect(selected).toMatchObject({
      __typename: 'SelectedPromotion',
      id: tenPercent.id,
      name: '10% off',
      couponCode: 'WHEEL10',
      endsAt: null,
      promotion: { id: tenPercent.promotion.id },
    });

    const subTotalWithTax = await guestCartOfOneProduct();
    const { applyCouponCode } = await env.shopClient.query(
      gql`
        mutation ($code: String!) {
          applyCouponCode(couponCode: $code) {
            __typename
            ... on Order {
              couponCodes
              subTotalWithTax
              discounts {
                amountWithTax
                description
              }
            }
          }
        }
      `,
      { code: selected.couponCode },
    );
    expect(applyCouponCode.__typename).toBe('Order');
    expect(applyCouponCode.couponCodes).toEqual(['WHEEL10']);
    expect(applyCouponCode.discounts).toHaveLength(1);
    // 10% off, give or take the rounding of the discount spread over the order's lines.
    const expected = subTotalWithTax * 0.9;
    expect(Math.abs(applyCouponCode.subTotalWithTax - expected)).toBeLessThanOrEqual(1);
  });

  it('takes one of the wheel’s offers per order; other coupons still stack', async () => {
    await guestCartOfOneProduct();
    const apply = async (code: string) =>
      (
        await env.shopClient.query(
          gql`
            mutation ($code: String!) {
              applyCouponCode(couponCode: $code) {
                __typename
                ... on Order {
                  couponCodes
                  discounts {
                    amountWithTax
                  }
                }
                ... on ErrorResult {
                  errorCode
                }
                ... on CouponCodeLimitError {
                  limit
                }
              }
            }
          `,
          { code },
        )
      ).applyCouponCode;

    expect(await apply('WHEEL10')).toMatchObject({ couponCodes: ['WHEEL10'] });
    // Another segment's code, read from the home page like any shopper could.
    expect(await apply('WHEEL5')).toEqual({
      __typename: 'CouponCodeLimitError',
      errorCode: 'COUPON_CODE_LIMIT_ERROR',
      limit: 1,
    });
    // Typed in another case, which Vendure accepts as the same code, it is still refused.
    expect(await apply('wheel5')).toMatchObject({ __typename: 'CouponCodeLimitError' });
    // The same code again changes nothing, and a coupon that is not the wheel's still applies.
    expect(await apply('WHEEL10')).toMatchObject({ couponCodes: ['WHEEL10'] });
    expect(await apply('wheel10')).toMatchObject({ couponCodes: ['WHEEL10'] });
    await createCouponPromotion('STACK20');
    const stacked = await apply('STACK20');
    expect(stacked.couponCodes).toEqual(['WHEEL10', 'STACK20']);
    expect(stacked.discounts).toHaveLength(2);

    // Swapping offers: the first removed, the other applies.
    await env.shopClient.query(gql`
      mutation {
        removeCouponCode(couponCode: "WHEEL10") {
          __typename
        }
      }
    `);
    expect(await apply('WHEEL5')).toMatchObject({ couponCodes: ['STACK20', 'WHEEL5'] });
  });

  it('refuses an unknown offer with a typed error in the request language', async () => {
    const english = await select('999999', 'en');
    expect(english).toEqual({
      __typename: 'WheelPromotionUnavailableError',
      errorCode: 'WHEEL_PROMOTION_UNAVAILABLE_ERROR',
      reason: 'NOT_AVAILABLE',
      message: MERCHANDISING_MESSAGES.unavailable.en.NOT_AVAILABLE,
    });
    const arabic = await select('999999', 'ar');
    expect(arabic.message).toBe(MERCHANDISING_MESSAGES.unavailable.ar.NOT_AVAILABLE);
  });

  it('tells a shopper who already used a once-per-customer offer that it is used up', async () => {
    const couponCode = 'WHEEL-ONCE';
    const segment = await createWheelPromotion(
      await createCouponPromotion(couponCode, { perCustomerUsageLimit: 1 }),
    );
    const shoppers = [
      { emailAddress: 'hala.wheel@example.com', password: 'Hala-wheel-1' },
      { emailAddress: 'karim.wheel@example.com', password: 'Karim-wheel-1' },
    ];
    const clients: SimpleGraphQLClient[] = [];
    for (const shopper of shoppers) {
      await env.adminClient.query(
        gql`
          mutation Create($input: CreateCustomerInput!, $password: String) {
            createCustomer(input: $input, password: $password) {
              ... on Customer {
                id
              }
            }
          }
        `,
        {
          input: { emailAddress: shopper.emailAddress, firstName: 'هالة', lastName: 'فؤاد' },
          password: shopper.password,
        },
      );
      const client = new SimpleGraphQLClient(env.config, `${env.baseUrl}/shop-api`);
      await client.asUserWithCredentials(shopper.emailAddress, shopper.password);
      clients.push(client);
    }
    const [hala, karim] = clients as [SimpleGraphQLClient, SimpleGraphQLClient];
    const selectAs = async (client: SimpleGraphQLClient, languageCode: 'ar' | 'en') =>
      (await client.query(SELECTED_PROMOTION, { id: segment }, { languageCode })).selectedPromotion;

    expect(await selectAs(hala, 'en')).toMatchObject({ couponCode });
    const { search } = await env.shopClient.query(gql`
      query InStock {
        search(input: { take: 1, inStock: true, groupByProduct: true }) {
          items {
            productVariantId
          }
        }
      }
    `);
    // The coupon goes on the cart first; placeOrder then fills it and pays.
    const { applyCouponCode } = await hala.query(
      gql`
        mutation Apply($code: String!) {
          applyCouponCode(couponCode: $code) {
            __typename
          }
        }
      `,
      { code: couponCode },
    );
    expect(applyCouponCode.__typename).toBe('Order');
    const order = await placeOrder(hala, search.items[0].productVariantId, 'dar-test-payment');
    const { order: placed } = await env.adminClient.query(
      gql`
        query Placed($id: ID!) {
          order(id: $id) {
            couponCodes
          }
        }
      `,
      { id: order.id },
    );
    expect(placed.couponCodes).toEqual([couponCode]);

    expect(await selectAs(hala, 'en')).toEqual({
      __typename: 'WheelPromotionUnavailableError',
      errorCode: 'WHEEL_PROMOTION_UNAVAILABLE_ERROR',
      reason: 'USED_UP',
      message: MERCHANDISING_MESSAGES.unavailable.en.USED_UP,
    });
    expect((await selectAs(hala, 'ar')).message).toBe(
      MERCHANDISING_MESSAGES.unavailable.ar.USED_UP,
    );
    // Another customer still gets the offer.
    expect(await selectAs(karim, 'ar')).toMatchObject({
      __typename: 'SelectedPromotion',
      couponCode,
    });
    // Two sign-ups (password hashing) and a placed order: well over the default on a busy machine.
  }, 90_000);

  it('leaves Vendure’s coupon errors in Arabic for an Arabic request', async () => {
    const { applyCouponCode } = await env.shopClient.query(
      gql`
        mutation {
          applyCouponCode(couponCode: "NO-SUCH-CODE") {
            ... on ErrorResult {
              errorCode
              message
            }
          }
        }
      `,
      {},
      { languageCode: 'ar' },
    );
    expect(applyCouponCode).toEqual({
      errorCode: 'COUPON_CODE_INVALID_ERROR',
      message: 'كود الخصم "NO-SUCH-CODE" غير صحيح.',
    });
  });
});

describe('Admin API', () => {
  it('lists every kind for staff with both translations', async () => {
    const { banners: list, wheelPromotions } = await env.adminClient.query(gql`
      query {
        banners(options: { filter: { page: { eq: "home" } } }) {
          totalItems
          items {
            enabled
            translations {
              languageCode
              title
            }
          }
        }
        wheelPromotions {
          totalItems
          items {
            timeView
            promotion {
              couponCode
              name
            }
          }
        }
      }
    `);
    expect(list.totalItems).toBe(SEED_BANNERS.length);
    expect(
      list.items[0].translations.map((t: { languageCode: string }) => t.languageCode).sort(),
    ).toEqual(['ar', 'en']);
    expect(wheelPromotions.totalItems).toBeGreaterThanOrEqual(SEED_WHEEL_OFFERS.length);
    expect(wheelPromotions.items[0].promotion.name).toMatch(ARABIC_LETTER);
  });

  it('updates a wheel segment and refuses what staff must correct, in their language', async () => {
    const [segment] = await wheel();
    const updated = await env.adminClient.query(
      UPDATE_WHEEL_PROMOTION,
      {
        input: {
          id: segment?.id,
          timeView: 45,
          translations: [{ languageCode: 'en', name: 'Five percent off' }],
        },
      },
      { languageCode: 'en' },
    );
    expect(updated.updateWheelPromotion).toMatchObject({ timeView: 45, name: 'Five percent off' });
    expect((await wheel('en'))[0]).toMatchObject({ timeView: 45, name: 'Five percent off' });

    const refusal = async (mutation: typeof CREATE_BANNER, input: object, languageCode = 'en') => {
      const result = await env.adminClient.query(mutation, { input }, { languageCode });
      return Object.values(result)[0] as { __typename: string; field: string; message: string };
    };
    const negative = await refusal(UPDATE_WHEEL_PROMOTION, { id: segment?.id, timeView: -5 });
    expect(negative).toMatchObject({
      __typename: 'InvalidMerchandisingInputError',
      field: 'timeView',
      message: MERCHANDISING_MESSAGES.input.en.timeView,
    });

    const { createPromotion } = await env.adminClient.query(CREATE_PROMOTION, {
      input: {
        enabled: true,
        conditions: [
          {
            code: 'minimum_order_amount',
            arguments: [
              { name: 'amount', value: '100' },
              { name: 'taxInclusive', value: 'true' },
            ],
          },
        ],
        actions: [
          { code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '5' }] },
        ],
        translations: [{ languageCode: 'en', name: 'Automatic, no coupon' }],
      },
    });
    const withoutCoupon = await refusal(
      CREATE_WHEEL_PROMOTION,
      {
        promotionId: createPromotion.id,
        translations: [{ languageCode: 'en', name: 'No coupon' }],
      },
      'ar',
    );
    expect(withoutCoupon).toMatchObject({
      field: 'promotionId',
      message: MERCHANDISING_MESSAGES.input.ar.promotionId,
    });

    const bannerInput = {
      page: HOME_PAGE,
      translations: [{ languageCode: 'en', title: 'x', altText: 'x' }],
    };
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example/']) {
      expect(await refusal(CREATE_BANNER, { ...bannerInput, url })).toMatchObject({
        field: 'url',
      });
    }
    expect(
      await refusal(CREATE_BANNER, {
        ...bannerInput,
        startsAt: daysFromNow(2),
        endsAt: daysFromNow(1),
      }),
    ).toMatchObject({ field: 'endsAt', message: MERCHANDISING_MESSAGES.input.en.endsAt });
    expect(
      await refusal(CREATE_BANNER, { ...bannerInput, featuredAssetId: '999999' }),
    ).toMatchObject({ field: 'assetId' });
    // An end before the stored start is refused on update too, and changes nothing.
    const [banner] = await banners();
    await env.adminClient.query(UPDATE_BANNER, {
      input: { id: banner?.id, startsAt: daysFromNow(-1) },
    });
    expect(await refusal(UPDATE_BANNER, { id: banner?.id, endsAt: daysFromNow(-2) })).toMatchObject(
      { field: 'endsAt' },
    );
    expect((await banners()).map((b) => b.id)).toContain(banner?.id);
    expect(
      (
        await refusal(UPDATE_BANNER, {
          id: banner?.id,
          startsAt: null,
          url: 'https://dar.example/sale',
        })
      ).__typename,
    ).toBe('Banner');
    expect((await banners())[0]).toMatchObject({ id: banner?.id, url: 'https://dar.example/sale' });
  });
});

describe('permissions', () => {
  const LIST_BANNERS = gql`
    query {
      banners {
        totalItems
      }
    }
  `;
  const alertInput = {
    input: { translations: [{ languageCode: 'en', name: 'Staff note' }] },
  };

  it('refuses the Admin API to anonymous callers', async () => {
    await env.adminClient.asAnonymousUser();
    await expect(env.adminClient.query(LIST_BANNERS)).rejects.toThrow(/not currently authorized/);
    await expect(env.adminClient.query(CREATE_ALERT, alertInput)).rejects.toThrow(
      /not currently authorized/,
    );
    await env.adminClient.asSuperAdmin();
  });

  // Three staff accounts, each hashing a password at creation and at sign-in: a slow test.
  it('lets staff read with ReadMerchandising, create only with CreateMerchandising', async () => {
    const administrator = async (emailAddress: string, permissions: string[]) => {
      const { createRole } = await env.adminClient.query(
        gql`
          mutation ($input: CreateRoleInput!) {
            createRole(input: $input) {
              id
            }
          }
        `,
        { input: { code: emailAddress.split('@')[0], description: 'test', permissions } },
      );
      await env.adminClient.query(
        gql`
          mutation ($input: CreateAdministratorInput!) {
            createAdministrator(input: $input) {
              id
            }
          }
        `,
        {
          input: {
            emailAddress,
            firstName: 'Staff',
            lastName: 'Member',
            password: 'a-long-staff-password-1',
            roleIds: [createRole.id],
          },
        },
      );
    };
    await administrator('catalogue@dar.example', ['ReadCatalog', 'UpdateCatalog']);
    await administrator('merch-reader@dar.example', ['ReadMerchandising']);
    await administrator('merch-editor@dar.example', ['ReadMerchandising', 'CreateMerchandising']);

    await env.adminClient.asUserWithCredentials('catalogue@dar.example', 'a-long-staff-password-1');
    await expect(env.adminClient.query(LIST_BANNERS)).rejects.toThrow(/not currently authorized/);

    await env.adminClient.asUserWithCredentials(
      'merch-reader@dar.example',
      'a-long-staff-password-1',
    );
    expect((await env.adminClient.query(LIST_BANNERS)).banners.totalItems).toBeGreaterThan(0);
    await expect(env.adminClient.query(CREATE_ALERT, alertInput)).rejects.toThrow(
      /not currently authorized/,
    );

    await env.adminClient.asUserWithCredentials(
      'merch-editor@dar.example',
      'a-long-staff-password-1',
    );
    expect((await env.adminClient.query(CREATE_ALERT, alertInput)).createAlert.__typename).toBe(
      'Alert',
    );
    await expect(
      env.adminClient.query(
        gql`
          mutation ($id: ID!) {
            deleteAlert(id: $id) {
              result
            }
          }
        `,
        { id: '1' },
      ),
    ).rejects.toThrow(/not currently authorized/);
    await env.adminClient.asSuperAdmin();
  }, 90_000);
});
