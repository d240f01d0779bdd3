import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { MERCHANDISER_ROLE } from '../staff-roles.plugin';

let env: DarTestEnvironment;

const MERCHANDISER = {
  emailAddress: 'mona.merchandiser@example.com',
  password: 'a-long-merchandiser-password-1',
};

const DENIED = /not currently authorized/;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  const { roles } = await env.adminClient.query<{
    roles: { items: Array<{ id: string; code: string }> };
  }>(gql`
    query {
      roles {
        items {
          id
          code
        }
      }
    }
  `);
  const role = roles.items.find((item) => item.code === MERCHANDISER_ROLE.code);
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
        firstName: 'Mona',
        lastName: 'Samir',
        emailAddress: MERCHANDISER.emailAddress,
        password: MERCHANDISER.password,
        roleIds: role ? [role.id] : [],
      },
    },
  );
  await env.adminClient.asUserWithCredentials(MERCHANDISER.emailAddress, MERCHANDISER.password);
}, 300_000);

afterAll(async () => {
  await env?.stop();
});

describe('the Merchandiser role', () => {
  it('exists on a new shop with merchandising, content and catalogue permissions', async () => {
    const { me } = await env.adminClient.query<{
      me: { channels: Array<{ permissions: string[] }> };
    }>(gql`
      query {
        me {
          channels {
            permissions
          }
        }
      }
    `);
    const permissions = me.channels[0]?.permissions ?? [];
    expect(permissions).toEqual(
      expect.arrayContaining(['UpdateMerchandising', 'UpdateContent', 'UpdateCatalog']),
    );
    for (const forbidden of ['ReadOrder', 'ReadCustomer', 'ReadSettings', 'ReadPaymentMethod']) {
      expect(permissions).not.toContain(forbidden);
    }
  });

  it('is refused orders by the Admin API, in queries and mutations', async () => {
    await expect(
      env.adminClient.query(gql`
        query {
          orders {
            totalItems
          }
        }
      `),
    ).rejects.toThrow(DENIED);
    await expect(
      env.adminClient.query(gql`
        query {
          order(id: "1") {
            id
          }
        }
      `),
    ).rejects.toThrow(DENIED);
    await expect(
      env.adminClient.query(gql`
        mutation {
          transitionOrderToState(id: "1", state: "Cancelled") {
            ... on Order {
              id
            }
          }
        }
      `),
    ).rejects.toThrow(DENIED);
  });

  it('is refused customers, settings and payment methods', async () => {
    for (const query of [
      gql`
        query {
          customers {
            totalItems
          }
        }
      `,
      gql`
        query {
          paymentMethods {
            totalItems
          }
        }
      `,
      gql`
        mutation {
          updateGlobalSettings(input: { outOfStockThreshold: 5 }) {
            ... on GlobalSettings {
              id
            }
          }
        }
      `,
      gql`
        query {
          administrators {
            totalItems
          }
        }
      `,
    ]) {
      await expect(env.adminClient.query(query)).rejects.toThrow(DENIED);
    }
  });

  it('is refused the delivery prices: neither the list of cities nor a change', async () => {
    await expect(
      env.adminClient.query(gql`
        query {
          cities {
            totalItems
          }
        }
      `),
    ).rejects.toThrow(DENIED);
    await expect(
      env.adminClient.query(gql`
        mutation {
          updateCity(input: { id: "1", deliveryPrice: 100 }) {
            id
          }
        }
      `),
    ).rejects.toThrow(DENIED);
  });

  it('is refused the returns, exchanges and refunds of orders', async () => {
    for (const mutation of [
      'startOrderReturn(orderId: "1", note: "Too big")',
      'startOrderExchange(orderId: "1", note: "Too big")',
      'completeOrderReturn(orderId: "1", refund: true)',
    ]) {
      await expect(
        env.adminClient.query(gql`
          mutation {
            ${mutation} {
              __typename
            }
          }
        `),
      ).rejects.toThrow(DENIED);
    }
  });

  it('is refused the governorates: neither the list nor a change', async () => {
    await expect(
      env.adminClient.query(gql`
        query {
          governorates {
            totalItems
          }
        }
      `),
    ).rejects.toThrow(DENIED);
    await expect(
      env.adminClient.query(gql`
        mutation {
          updateGovernorate(input: { id: "1", code: "EG-X" }) {
            __typename
          }
        }
      `),
    ).rejects.toThrow(DENIED);
  });

  it('finds a promotion for the wheel by its coupon code, as the dashboard’s selector asks, and offers it, but may not change the promotion', async () => {
    // The wheel screen's promotion selector: Vendure's list, searched by name or coupon code.
    const { promotions } = await env.adminClient.query<{
      promotions: { items: Array<{ id: string; name: string; couponCode: string | null }> };
    }>(
      gql`
        query ($options: PromotionListOptions) {
          promotions(options: $options) {
            items {
              id
              name
              couponCode
            }
          }
        }
      `,
      {
        options: {
          take: 25,
          filter: {
            _or: [{ name: { contains: 'WHEEL10' } }, { couponCode: { contains: 'WHEEL10' } }],
          },
        },
      },
    );
    expect(promotions.items.map((promotion) => promotion.couponCode)).toEqual(['WHEEL10']);
    const promotionId = promotions.items[0]!.id;
    const { createWheelPromotion } = await env.adminClient.query<{
      createWheelPromotion: { __typename: string; promotion?: { couponCode: string } };
    }>(
      gql`
        mutation ($input: CreateWheelPromotionInput!) {
          createWheelPromotion(input: $input) {
            __typename
            ... on WheelPromotion {
              promotion {
                couponCode
              }
            }
          }
        }
      `,
      {
        input: {
          promotionId,
          startsAt: new Date(Date.now() + 365 * 24 * 3600_000).toISOString(),
          translations: [
            { languageCode: 'ar', name: 'خصم العيد' },
            { languageCode: 'en', name: 'Eid discount' },
          ],
        },
      },
    );
    expect(createWheelPromotion).toEqual({
      __typename: 'WheelPromotion',
      promotion: { couponCode: 'WHEEL10' },
    });
    await expect(
      env.adminClient.query(
        gql`
          mutation ($id: ID!) {
            updatePromotion(input: { id: $id, enabled: false }) {
              __typename
            }
          }
        `,
        { id: promotionId },
      ),
    ).rejects.toThrow(DENIED);
  });

  it('writes a blog post in both languages', async () => {
    const { createBlogPost } = await env.adminClient.query<{
      createBlogPost: { __typename: string; slug?: string };
    }>(
      gql`
        mutation ($input: CreateBlogPostInput!) {
          createBlogPost(input: $input) {
            __typename
            ... on BlogPost {
              slug
            }
          }
        }
      `,
      {
        input: {
          slug: 'a-merchandisers-post',
          translations: [
            { languageCode: 'ar', title: 'مقال', excerpt: 'مقدمة', body: '<p>نص</p>' },
            { languageCode: 'en', title: 'A post', excerpt: 'Teaser', body: '<p>Text</p>' },
          ],
        },
      },
    );
    expect(createBlogPost).toEqual({ __typename: 'BlogPost', slug: 'a-merchandisers-post' });
  });

  it('edits a banner in both languages, and the shop shows the change', async () => {
    const { banners } = await env.adminClient.query<{
      banners: { items: Array<{ id: string }> };
    }>(gql`
      query {
        banners(options: { take: 1, sort: { position: ASC } }) {
          items {
            id
          }
        }
      }
    `);
    const id = banners.items[0]?.id;
    expect(id).toBeDefined();
    const { updateBanner } = await env.adminClient.query<{
      updateBanner: { id: string; translations: Array<{ languageCode: string; title: string }> };
    }>(
      gql`
        mutation ($input: UpdateBannerInput!) {
          updateBanner(input: $input) {
            ... on Banner {
              id
              translations {
                languageCode
                title
              }
            }
          }
        }
      `,
      {
        input: {
          id,
          translations: [
            { languageCode: 'ar', title: 'تخفيضات الشتاء', altText: 'غرفة معيشة دافئة' },
            { languageCode: 'en', title: 'Winter sale', altText: 'A warm living room' },
          ],
        },
      },
    );
    expect(updateBanner.translations).toEqual(
      expect.arrayContaining([
        { languageCode: 'ar', title: 'تخفيضات الشتاء' },
        { languageCode: 'en', title: 'Winter sale' },
      ]),
    );
    const shown = await env.shopClient.query<{ banners: Array<{ id: string; title: string }> }>(
      gql`
        query {
          banners(page: "home") {
            id
            title
          }
        }
      `,
      undefined,
      { languageCode: 'en' },
    );
    expect(shown.banners.find((banner) => banner.id === id)?.title).toBe('Winter sale');
  });
});
