import { expect, type APIRequest, type APIRequestContext } from '@playwright/test';
import { shopApi, signInNewCustomer } from './customer';

/**
 * Carts and orders through the real Shop API, as the checkout would: for journeys that need a
 * customer with an order or a cart without spending their time on the checkout's pages.
 */

/** The cheapest piece in stock goes in the cart of `api`'s shopper; returns the cart's code. */
export async function addCheapestToCart(api: APIRequestContext): Promise<string> {
  const { products } = await shopApi<{
    products: { items: { variants: { id: string; priceWithTax: number; stockLevel: string }[] }[] };
  }>(
    api,
    `{ products(options: { take: 100 }) { items { variants { id priceWithTax stockLevel } } } }`,
  );
  const cheapest = products.items
    .flatMap((product) => product.variants)
    .filter((variant) => variant.stockLevel !== 'OUT_OF_STOCK')
    .sort((a, b) => a.priceWithTax - b.priceWithTax)[0];
  expect(cheapest, 'a piece in stock').toBeDefined();
  const { addItemToOrder } = await shopApi<{
    addItemToOrder: { code?: string; message?: string };
  }>(
    api,
    `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
      ... on Order { code } ... on ErrorResult { message } } }`,
    { id: cheapest!.id },
  );
  expect(addItemToOrder.code, addItemToOrder.message).toBeTruthy();
  return addItemToOrder.code!;
}

/**
 * The signed-in customer of `api` buys the cheapest piece in stock, cash on delivery, to an
 * address in Giza (standard delivery). Returns the order's code.
 */
export async function placeCashOnDeliveryOrder(api: APIRequestContext): Promise<string> {
  await addCheapestToCart(api);
  await shopApi(
    api,
    `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) {
      ... on Order { id } ... on ErrorResult { message } } }`,
    {
      input: {
        fullName: 'Mona Hassan',
        streetLine1: '8 Mossadak Street',
        city: 'الدقي',
        province: 'الجيزة',
        countryCode: 'EG',
        phoneNumber: '01223456789',
      },
    },
  );
  const { eligibleShippingMethods } = await shopApi<{
    eligibleShippingMethods: { id: string; code: string }[];
  }>(api, `{ eligibleShippingMethods { id code } }`);
  const standard = eligibleShippingMethods.find((method) => method.code === 'standard-delivery');
  expect(standard, 'standard delivery to Giza').toBeDefined();
  await shopApi(
    api,
    `mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) {
      ... on Order { id } ... on ErrorResult { message } } }`,
    { ids: [standard!.id] },
  );
  const { transitionOrderToState } = await shopApi<{
    transitionOrderToState: { state?: string; message?: string };
  }>(
    api,
    `mutation { transitionOrderToState(state: "ArrangingPayment") {
      ... on Order { state } ... on ErrorResult { message } } }`,
  );
  expect(transitionOrderToState.state, transitionOrderToState.message).toBe('ArrangingPayment');
  const { addPaymentToOrder } = await shopApi<{
    addPaymentToOrder: { code?: string; state?: string; message?: string };
  }>(
    api,
    `mutation { addPaymentToOrder(input: { method: "cash-on-delivery", metadata: {} }) {
      ... on Order { code state } ... on ErrorResult { message } } }`,
  );
  expect(addPaymentToOrder.state, addPaymentToOrder.message).toBe('PaymentAuthorized');
  return addPaymentToOrder.code!;
}

/**
 * A new customer, in a request context of their own on the storefront at `baseURL`, places a cash
 * on delivery order (`placeCashOnDeliveryOrder`); returns its code. For staff journeys that need a
 * real order to work on.
 */
export async function placeOrderAsNewCustomer(
  request: APIRequest,
  baseURL: string | undefined,
): Promise<string> {
  const shopper = await request.newContext({ baseURL });
  await signInNewCustomer(shopper);
  const code = await placeCashOnDeliveryOrder(shopper);
  await shopper.dispose();
  return code;
}
