import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const SHOPPERS = [
  { emailAddress: 'salma.favorites@example.com', password: 'a-long-test-password-1' },
  { emailAddress: 'karim.favorites@example.com', password: 'a-long-test-password-2' },
] as const;

const TOGGLE = gql`
  mutation Toggle($productId: ID!) {
    toggleFavorite(productId: $productId)
  }
`;
const WISHLIST_IDS = gql`
  query WishlistIds {
    wishlistIds
  }
`;
const FAV_PRODUCTS = gql`
  query FavProducts {
    activeCustomer {
      customFields {
        favProducts {
          id
          name
          slug
        }
      }
    }
  }
`;

let productIds: string[] = [];

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  for (const [index, shopper] of SHOPPERS.entries()) {
    await env.adminClient.query(
      gql`
        mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
          createCustomer(input: $input, password: $password) {
            ... on Customer {
              id
            }
          }
        }
      `,
      {
        input: { emailAddress: shopper.emailAddress, firstName: 'سلمى', lastName: `ع${index}` },
        password: shopper.password,
      },
    );
  }
  const { products } = await env.shopClient.query<{ products: { items: { id: string }[] } }>(gql`
    query Products {
      products(options: { take: 3, sort: { id: ASC } }) {
        items {
          id
        }
      }
    }
  `);
  productIds = products.items.map((product) => product.id);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const ids = async () =>
  (await env.shopClient.query<{ wishlistIds: string[] }>(WISHLIST_IDS)).wishlistIds;

describe('a guest', () => {
  it('has an empty wishlist and cannot toggle a favourite', async () => {
    await env.shopClient.asAnonymousUser();
    expect(await ids()).toEqual([]);
    await expect(env.shopClient.query(TOGGLE, { productId: productIds[0] })).rejects.toThrow(
      /not currently authorized/i,
    );
  });
});

describe('a signed-in shopper', () => {
  beforeAll(async () => {
    await env.shopClient.asUserWithCredentials(SHOPPERS[0].emailAddress, SHOPPERS[0].password);
  });

  it('adds a product, which then appears in both wishlist views, named in the request language', async () => {
    const { toggleFavorite } = await env.shopClient.query<{ toggleFavorite: boolean }>(TOGGLE, {
      productId: productIds[0],
    });
    expect(toggleFavorite).toBe(true);
    await env.shopClient.query(TOGGLE, { productId: productIds[1] });
    expect(await ids()).toEqual([productIds[0], productIds[1]]);

    type Fav = {
      activeCustomer: { customFields: { favProducts: { id: string; name: string }[] } };
    };
    const arabic = await env.shopClient.query<Fav>(FAV_PRODUCTS, {}, { languageCode: 'ar' });
    const english = await env.shopClient.query<Fav>(FAV_PRODUCTS, {}, { languageCode: 'en' });
    const arNames = arabic.activeCustomer.customFields.favProducts.map((p) => p.name);
    const enNames = english.activeCustomer.customFields.favProducts.map((p) => p.name);
    expect(arabic.activeCustomer.customFields.favProducts.map((p) => p.id)).toEqual([
      productIds[0],
      productIds[1],
    ]);
    expect(arNames.every((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(enNames.every((name) => /^[^\u0600-\u06FF]+$/.test(name))).toBe(true);
  });

  it('removes it with a second toggle', async () => {
    const { toggleFavorite } = await env.shopClient.query<{ toggleFavorite: boolean }>(TOGGLE, {
      productId: productIds[0],
    });
    expect(toggleFavorite).toBe(false);
    expect(await ids()).toEqual([productIds[1]]);
  });

  it('cannot wish for a product that does not exist or is not for sale', async () => {
    await expect(env.shopClient.query(TOGGLE, { productId: '999999' })).rejects.toThrow(
      /No Product with the id/,
    );
    await env.adminClient.query(
      gql`
        mutation Disable($id: ID!) {
          updateProduct(input: { id: $id, enabled: false }) {
            id
          }
        }
      `,
      { id: productIds[2] },
    );
    await expect(env.shopClient.query(TOGGLE, { productId: productIds[2] })).rejects.toThrow(
      /No Product with the id/,
    );
    expect(await ids()).toEqual([productIds[1]]);
  });

  it('cannot write the list directly through updateCustomer', async () => {
    await expect(
      env.shopClient.query(
        gql`
          mutation Write($ids: [ID!]) {
            updateCustomer(input: { customFields: { favProductsIds: $ids } }) {
              id
            }
          }
        `,
        { ids: [productIds[0]] },
      ),
    ).rejects.toThrow(/"favProductsIds" is not defined|"favProducts" is readonly/);
    expect(await ids()).toEqual([productIds[1]]);
  });
});

describe('another shopper', () => {
  it('sees only their own favourites', async () => {
    await env.shopClient.asUserWithCredentials(SHOPPERS[1].emailAddress, SHOPPERS[1].password);
    expect(await ids()).toEqual([]);
    await env.shopClient.query(TOGGLE, { productId: productIds[0] });
    expect(await ids()).toEqual([productIds[0]]);
    await env.shopClient.asUserWithCredentials(SHOPPERS[0].emailAddress, SHOPPERS[0].password);
    expect(await ids()).toEqual([productIds[1]]);
  });
});
