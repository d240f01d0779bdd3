import { expect } from 'vitest';
import { DEVELOPMENT_SUPERADMIN_PASSWORD, DEVELOPMENT_SUPERADMIN_USERNAME } from '../environment';
import { ApiSession } from './server-process';

/**
 * What a shop holds that must survive restarts and upgrades — a customer with an address, a
 * placed order and a cart — created through the APIs of a running server, and a snapshot of it
 * all to compare before and after.
 */

export const SHOPPER = {
  emailAddress: 'layla.mostafa@example.com',
  password: 'a-long-shopper-password-1',
};

export async function signInAsSuperadmin(baseUrl: string): Promise<ApiSession> {
  const admin = new ApiSession(`${baseUrl}/admin-api`);
  const { login } = await admin.query<{ login: { identifier?: string } }>(
    `mutation ($username: String!, $password: String!) {
      login(username: $username, password: $password) { ... on CurrentUser { identifier } }
    }`,
    { username: DEVELOPMENT_SUPERADMIN_USERNAME, password: DEVELOPMENT_SUPERADMIN_PASSWORD },
  );
  expect(login.identifier).toBe(DEVELOPMENT_SUPERADMIN_USERNAME);
  return admin;
}

export async function signInAsShopper(baseUrl: string): Promise<ApiSession> {
  const shop = new ApiSession(`${baseUrl}/shop-api`);
  const { login } = await shop.query<{ login: { identifier?: string } }>(
    `mutation ($username: String!, $password: String!) {
      login(username: $username, password: $password) { ... on CurrentUser { identifier } }
    }`,
    { username: SHOPPER.emailAddress, password: SHOPPER.password },
  );
  expect(login.identifier).toBe(SHOPPER.emailAddress);
  return shop;
}

/**
 * Creates the shopper (with an address in Giza), places an order paid by a manual payment
 * (cash, recorded by staff), then fills a new cart. Returns the shopper's signed-in session.
 */
export async function createShopperWithOrderAndCart(
  baseUrl: string,
  admin: ApiSession,
): Promise<ApiSession> {
  await admin.query(
    `mutation ($input: CreateCustomerInput!, $password: String!) {
      createCustomer(input: $input, password: $password) { ... on Customer { id } }
    }`,
    {
      input: {
        emailAddress: SHOPPER.emailAddress,
        firstName: 'ليلى',
        lastName: 'مصطفى',
        phoneNumber: '0122 345 6789',
      },
      password: SHOPPER.password,
    },
  );
  const shop = await signInAsShopper(baseUrl);
  await shop.query(
    `mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }`,
    {
      input: {
        fullName: 'ليلى مصطفى',
        streetLine1: '8 شارع مصدق',
        city: 'الدقي',
        province: 'الجيزة',
        countryCode: 'EG',
        phoneNumber: '01223456789',
        defaultShippingAddress: true,
        customFields: { type: 'home', area: 'الدقي', instructions: 'الدور الخامس' },
      },
    },
  );

  const variants = await variantIds(shop);
  await addToCart(shop, variants[0], 1);
  await addToCart(shop, variants[1], 2);
  await shop.query(
    `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }`,
    {
      input: {
        fullName: 'ليلى مصطفى',
        streetLine1: '8 شارع مصدق',
        city: 'الدقي',
        province: 'الجيزة',
        countryCode: 'EG',
        phoneNumber: '01223456789',
      },
    },
  );
  const { eligibleShippingMethods } = await shop.query<{
    eligibleShippingMethods: Array<{ id: string }>;
  }>(`{ eligibleShippingMethods { id } }`);
  expect(eligibleShippingMethods.length).toBeGreaterThan(0);
  await shop.query(
    `mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }`,
    { ids: [eligibleShippingMethods[0]?.id] },
  );
  const { transitionOrderToState } = await shop.query<{
    transitionOrderToState: { id: string; state?: string; message?: string };
  }>(
    `mutation { transitionOrderToState(state: "ArrangingPayment") {
      ... on Order { id state } ... on ErrorResult { message } } }`,
  );
  expect(transitionOrderToState.state, transitionOrderToState.message).toBe('ArrangingPayment');
  const { addManualPaymentToOrder } = await admin.query<{
    addManualPaymentToOrder: { state?: string; message?: string };
  }>(
    `mutation ($input: ManualPaymentInput!) {
      addManualPaymentToOrder(input: $input) { ... on Order { state } ... on ErrorResult { message } }
    }`,
    {
      input: {
        orderId: transitionOrderToState.id,
        method: 'cash-on-delivery',
        transactionId: 'COD-0001',
        metadata: {},
      },
    },
  );
  expect(addManualPaymentToOrder.state, addManualPaymentToOrder.message).toBe('PaymentSettled');

  // A new cart after the order.
  await addToCart(shop, variants[2], 1);
  return shop;
}

async function variantIds(shop: ApiSession): Promise<string[]> {
  const { products } = await shop.query<{
    products: { items: Array<{ variants: Array<{ id: string }> }> };
  }>(`{ products(options: { take: 3, sort: { id: ASC } }) { items { variants { id } } } }`);
  const ids = products.items.map((product) => product.variants[0]?.id ?? '');
  expect(ids.filter(Boolean)).toHaveLength(3);
  return ids;
}

async function addToCart(shop: ApiSession, variantId: string | undefined, quantity: number) {
  const { addItemToOrder } = await shop.query<{ addItemToOrder: { id?: string } }>(
    `mutation ($id: ID!, $quantity: Int!) {
      addItemToOrder(productVariantId: $id, quantity: $quantity) { ... on Order { id } }
    }`,
    { id: variantId, quantity },
  );
  expect(addItemToOrder.id).toBeTruthy();
}

/**
 * The shop's catalogue, customers with their addresses and orders, and the shopper's cart, as the
 * APIs show them: equal before and after means nothing was lost or changed.
 */
export async function snapshotShop(admin: ApiSession, shop: ApiSession) {
  const catalogue = await admin.query(`{
    products(options: { take: 100, sort: { id: ASC } }) {
      totalItems
      items {
        id slug enabled
        translations { languageCode name description }
        featuredAsset { name }
        customFields { originalPrice freeShipping warrantyYears deliveryDays widthCm material careInstructions }
        facetValues { code }
        variants { sku priceWithTax stockOnHand options { code } }
      }
    }
    collections(options: { sort: { id: ASC } }) { items { slug name } }
  }`);
  const people = await admin.query(`{
    customers(options: { sort: { id: ASC } }) {
      totalItems
      items {
        id emailAddress firstName lastName phoneNumber
        user { identifier verified }
        addresses { fullName streetLine1 city province phoneNumber defaultShippingAddress customFields { type area instructions verified } }
      }
    }
    orders(options: { sort: { id: ASC } }) {
      totalItems
      items {
        id code state active orderPlacedAt totalWithTax shippingWithTax
        customer { emailAddress }
        shippingAddress { fullName city province }
        shippingLines { shippingMethod { code } priceWithTax }
        lines { quantity linePriceWithTax productVariant { sku } }
        payments { method amount state transactionId }
        taxSummary { taxRate taxBase taxTotal }
      }
    }
  }`);
  const cart = await shop.query(`{
    activeCustomer { emailAddress orders { items { code state totalWithTax } } }
    activeOrder { code state totalQuantity lines { quantity productVariant { sku } } }
  }`);
  return { catalogue, people, cart };
}
