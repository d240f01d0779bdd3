import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_COMMERCE_PORT } from './servers';

/** The commerce server's dev mailbox, where the email plugin puts every email in development. */
const MAILBOX = `http://localhost:${E2E_COMMERCE_PORT}/mailbox`;

export const CUSTOMER_PASSWORD = 'Dar-e2e-Passw0rd';

async function shopApi<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  // The storefront's own /shop-api: the session cookie lands on the shop's origin, as in a browser.
  const response = await api.post('/shop-api', { data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Waits for the verification email to `email` and returns the token its link carries. */
async function verificationToken(api: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await api.get(`${MAILBOX}/list`)).json()) as {
          fileName: string;
          recipient: string;
        }[];
        const entry = list.find((item) => item.recipient === email);
        if (!entry) return undefined;
        const item = (await (
          await api.get(`${MAILBOX}/item/${encodeURIComponent(entry.fileName)}`)
        ).json()) as { body: string };
        // The link as the template escaped it: `token&#x3D;…` in the HTML.
        const match = /token(?:=|&#x3D;)([^"&<\s]+)/.exec(item.body);
        token = match ? decodeURIComponent(match[1]!) : undefined;
        return token;
      },
      { timeout: 20_000, message: `the verification email to ${email}` },
    )
    .toBeTruthy();
  return token!;
}

/**
 * A new, verified customer signed in in this browser context (the way an account journey would
 * end, done through the Shop API so a catalogue journey can start signed in). The verification
 * token comes from the real mailbox.
 */
export async function signInNewCustomer(api: APIRequestContext): Promise<{ email: string }> {
  return registerVerifiedCustomer(api);
}

/**
 * A new customer, registered and verified through `api` (which is then signed in as them): for a
 * journey that signs in through the page, pass a request context of its own.
 */
export async function registerVerifiedCustomer(api: APIRequestContext): Promise<{ email: string }> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { registerCustomerAccount } = await shopApi<{
    registerCustomerAccount: { __typename: string; message?: string };
  }>(
    api,
    `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) {
      __typename ... on ErrorResult { message } } }`,
    {
      input: {
        emailAddress: email,
        firstName: 'Mona',
        lastName: 'Hassan',
        password: CUSTOMER_PASSWORD,
      },
    },
  );
  expect(registerCustomerAccount.__typename, registerCustomerAccount.message).toBe('Success');
  const token = await verificationToken(api, email);
  const { verifyCustomerAccount } = await shopApi<{
    verifyCustomerAccount: { __typename: string; message?: string };
  }>(
    api,
    `mutation ($token: String!) { verifyCustomerAccount(token: $token) {
      __typename ... on ErrorResult { message } } }`,
    { token },
  );
  expect(verifyCustomerAccount.__typename, verifyCustomerAccount.message).toBe('CurrentUser');
  return { email };
}

/** The answer of a Shop API mutation through `api`'s session, which must not be an ErrorResult. */
async function mutate(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ __typename: string; code?: string }> {
  const data = await shopApi<Record<string, { __typename: string; message?: string }>>(
    api,
    query,
    variables,
  );
  const answer = Object.values(data)[0]!;
  expect(answer.message, answer.message).toBeUndefined();
  return answer;
}

/** The cheapest piece in stock, into `api`'s cart (a guest's or a customer's). */
export async function addCheapestPieceToCart(api: APIRequestContext): Promise<void> {
  const { search } = await shopApi<{
    search: { items: { productVariantId: string; inStock: boolean }[] };
  }>(
    api,
    `query { search(input: { take: 20, groupByProduct: false, inStock: true,
      sort: { price: ASC } }) { items { productVariantId inStock } } }`,
    {},
  );
  const variant = search.items.find((item) => item.inStock);
  expect(variant, 'a piece in stock').toBeTruthy();
  await mutate(
    api,
    `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
      __typename ... on ErrorResult { message } } }`,
    { id: variant!.productVariantId },
  );
}

/**
 * A cash-on-delivery order of the cheapest piece in stock, placed through `api`'s session (a
 * signed-in customer): the fastest way for a journey to have an order in someone's history.
 */
export async function placeCashOnDeliveryOrder(api: APIRequestContext): Promise<{ code: string }> {
  await addCheapestPieceToCart(api);
  await mutate(
    api,
    `mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) {
      __typename ... on ErrorResult { message } } }`,
    {
      input: {
        fullName: 'Mona Hassan',
        streetLine1: '8 Mosaddak St',
        city: 'Dokki',
        countryCode: 'EG',
        phoneNumber: '01223456789',
      },
    },
  );
  const { eligibleShippingMethods } = await shopApi<{ eligibleShippingMethods: { id: string }[] }>(
    api,
    `query { eligibleShippingMethods { id } }`,
    {},
  );
  await mutate(
    api,
    `mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) {
      __typename ... on ErrorResult { message } } }`,
    { id: [eligibleShippingMethods[0]!.id] },
  );
  await mutate(
    api,
    `mutation { transitionOrderToState(state: "ArrangingPayment") {
      __typename ... on ErrorResult { message } } }`,
  );
  const placed = await mutate(
    api,
    `mutation { addPaymentToOrder(input: { method: "cash-on-delivery", metadata: {} }) {
      __typename ... on Order { code } ... on ErrorResult { message } } }`,
  );
  expect(placed.code).toBeTruthy();
  return { code: placed.code! };
}
