import { expect, request, type APIRequestContext } from '@playwright/test';
import { E2E_COMMERCE_PORT, E2E_REVALIDATE_SECRET, E2E_STOREFRONT_PORT } from './servers';

/**
 * Shopper activity on the fresh e2e shop, through the real Shop API: the "most watched" and "best
 * sellers" rails list only products someone viewed or bought, and a new shop has neither.
 */

const SHOP_API = `http://localhost:${E2E_COMMERCE_PORT}/shop-api?languageCode=en`;

async function shop<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await api.post(SHOP_API, { data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface ProductRow {
  id: string;
  variants: { id: string; priceWithTax: number; stockLevel: string }[];
}

/**
 * One guest views and buys one of each of the `count` cheapest products (cash on delivery, which
 * caps an order's total), then the storefront is told the home page's data changed, as the commerce
 * server's webhook would for a staff edit.
 */
export async function viewAndBuyProducts(count = 8): Promise<void> {
  const api = await request.newContext();
  try {
    const { products } = await shop<{ products: { items: ProductRow[] } }>(
      api,
      `{ products(options: { take: 100 }) { items { id variants { id priceWithTax stockLevel } } } }`,
    );
    const cheapest = products.items
      .map((product) => ({
        productId: product.id,
        variant: product.variants
          .filter((variant) => variant.stockLevel !== 'OUT_OF_STOCK')
          .sort((a, b) => a.priceWithTax - b.priceWithTax)[0],
      }))
      .filter((row) => row.variant !== undefined)
      .sort((a, b) => a.variant!.priceWithTax - b.variant!.priceWithTax)
      .slice(0, count);
    expect(cheapest).toHaveLength(count);
    for (const { variant } of cheapest) {
      const { addItemToOrder } = await shop<{ addItemToOrder: { id?: string; message?: string } }>(
        api,
        `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
          ... on Order { id } ... on ErrorResult { message } } }`,
        { id: variant!.id },
      );
      expect(addItemToOrder.id, addItemToOrder.message).toBeTruthy();
    }
    // The cart gave the guest a session, so their views count.
    for (const { productId } of cheapest) {
      const { recordProductView } = await shop<{ recordProductView: boolean }>(
        api,
        `mutation ($id: ID!) { recordProductView(productId: $id) }`,
        { id: productId },
      );
      expect(recordProductView).toBe(true);
    }
    await shop(
      api,
      `mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) {
        ... on Order { id } ... on ErrorResult { message } } }`,
      {
        input: {
          emailAddress: `rails-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
          firstName: 'Laila',
          lastName: 'Mostafa',
        },
      },
    );
    await shop(
      api,
      `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) {
        ... on Order { id } ... on ErrorResult { message } } }`,
      {
        input: {
          fullName: 'Laila Mostafa',
          streetLine1: '8 Mossadak Street',
          city: 'الدقي',
          province: 'الجيزة',
          countryCode: 'EG',
          phoneNumber: '01223456789',
        },
      },
    );
    const { eligibleShippingMethods } = await shop<{
      eligibleShippingMethods: { id: string }[];
    }>(api, `{ eligibleShippingMethods { id } }`);
    expect(eligibleShippingMethods.length).toBeGreaterThan(0);
    await shop(
      api,
      `mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) {
        ... on Order { id } ... on ErrorResult { message } } }`,
      { ids: [eligibleShippingMethods[0]!.id] },
    );
    const { transitionOrderToState } = await shop<{
      transitionOrderToState: { state?: string; message?: string };
    }>(
      api,
      `mutation { transitionOrderToState(state: "ArrangingPayment") {
        ... on Order { state } ... on ErrorResult { message } } }`,
    );
    expect(transitionOrderToState.state, transitionOrderToState.message).toBe('ArrangingPayment');
    const { addPaymentToOrder } = await shop<{
      addPaymentToOrder: { state?: string; message?: string };
    }>(
      api,
      `mutation { addPaymentToOrder(input: { method: "cash-on-delivery", metadata: {} }) {
        ... on Order { state } ... on ErrorResult { message } } }`,
    );
    expect(addPaymentToOrder.message).toBeUndefined();
    expect(addPaymentToOrder.state).toMatch(/^Payment(Authorized|Settled)$/);

    const revalidated = await api.post(`http://localhost:${E2E_STOREFRONT_PORT}/api/revalidate`, {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { tags: ['home'] },
    });
    expect(revalidated.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}
