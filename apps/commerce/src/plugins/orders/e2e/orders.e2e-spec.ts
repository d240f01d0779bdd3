import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testAuthorizingPaymentHandler,
  testPaymentHandler,
} from '../../../e2e/test-payment-method';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { inStockVariants } from '../../order-lifecycle/e2e/checkout';

let env: DarTestEnvironment;

const SHOPPERS = {
  hana: { emailAddress: 'hana.orders@example.com', password: 'Hana-orders-1' },
  ziad: { emailAddress: 'ziad.orders@example.com', password: 'Ziad-orders-1' },
};

const CANCEL = gql`
  mutation Cancel($orderId: ID!, $reason: OrderCancellationReason!) {
    cancelMyOrder(orderId: $orderId, reason: $reason) {
      __typename
      ... on Order {
        id
        state
        customFields {
          cancellationReason
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on OrderNotCancellableError {
        orderState
      }
    }
  }
`;

interface CancelResult {
  cancelMyOrder: {
    __typename: string;
    id?: string;
    state?: string;
    customFields?: { cancellationReason: string | null };
    errorCode?: string;
    message?: string;
    orderState?: string;
  };
}

interface Placed {
  id: string;
  code: string;
  variantId: string;
}

let variantId = '';

async function stockOf(id: string): Promise<{ stockOnHand: number; stockAllocated: number }> {
  const { productVariant } = await env.adminClient.query<{
    productVariant: { stockOnHand: number; stockAllocated: number };
  }>(
    gql`
      query Stock($id: ID!) {
        productVariant(id: $id) {
          stockOnHand
          stockAllocated
        }
      }
    `,
    { id },
  );
  return productVariant;
}

async function placeOrder(method: string): Promise<Placed> {
  const client = env.shopClient;
  await client.query(
    gql`
      mutation Add($id: ID!) {
        addItemToOrder(productVariantId: $id, quantity: 2) {
          ... on Order {
            id
          }
        }
      }
    `,
    { id: variantId },
  );
  await client.query(
    gql`
      mutation Address($input: CreateAddressInput!) {
        setOrderShippingAddress(input: $input) {
          ... on Order {
            id
          }
        }
      }
    `,
    {
      input: {
        fullName: 'هنا سامي',
        streetLine1: '4 شارع شامبليون',
        city: 'وسط البلد',
        province: 'القاهرة',
        countryCode: 'EG',
        phoneNumber: '01012345678',
      },
    },
  );
  const { eligibleShippingMethods } = await client.query<{
    eligibleShippingMethods: { id: string; code: string }[];
  }>(gql`
    query Methods {
      eligibleShippingMethods {
        id
        code
      }
    }
  `);
  const method0 = eligibleShippingMethods.find((m) => m.code === 'standard-delivery');
  await client.query(
    gql`
      mutation Shipping($ids: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $ids) {
          ... on Order {
            id
          }
        }
      }
    `,
    { ids: [method0?.id] },
  );
  await client.query(gql`
    mutation ToPayment {
      transitionOrderToState(state: "ArrangingPayment") {
        ... on Order {
          id
        }
      }
    }
  `);
  const { addPaymentToOrder } = await client.query<{
    addPaymentToOrder: { id: string; code: string; state: string };
  }>(
    gql`
      mutation Pay($method: String!) {
        addPaymentToOrder(input: { method: $method, metadata: {} }) {
          ... on Order {
            id
            code
            state
          }
          ... on ErrorResult {
            errorCode
            message
          }
        }
      }
    `,
    { method },
  );
  expect(addPaymentToOrder.state).toMatch(/^Payment(Settled|Authorized)$/);
  return { id: addPaymentToOrder.id, code: addPaymentToOrder.code, variantId };
}

async function paymentsOf(orderId: string) {
  const { order } = await env.adminClient.query<{
    order: {
      state: string;
      payments: { state: string; amount: number; refunds: { state: string; total: number }[] }[];
    };
  }>(
    gql`
      query Order($id: ID!) {
        order(id: $id) {
          state
          payments {
            state
            amount
            refunds {
              state
              total
            }
          }
        }
      }
    `,
    { id: orderId },
  );
  return order;
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, {
    paymentMethodHandlers: [testPaymentHandler, testAuthorizingPaymentHandler],
  });
  await env.adminClient.asSuperAdmin();
  for (const code of ['dar-test-payment', 'dar-test-authorize']) {
    await env.adminClient.query(
      gql`
        mutation Method($input: CreatePaymentMethodInput!) {
          createPaymentMethod(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          code,
          enabled: true,
          handler: { code, arguments: [] },
          translations: [{ languageCode: 'en', name: code }],
        },
      },
    );
  }
  for (const shopper of Object.values(SHOPPERS)) {
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
        input: { emailAddress: shopper.emailAddress, firstName: 'هنا', lastName: 'سامي' },
        password: shopper.password,
      },
    );
  }
  variantId = (await inStockVariants(env.shopClient))[0]!;
  // Plenty of stock, so the numbers below move only by this spec's orders.
  await env.adminClient.query(
    gql`
      mutation Stock($id: ID!) {
        updateProductVariants(input: [{ id: $id, stockOnHand: 50 }]) {
          id
        }
      }
    `,
    { id: variantId },
  );
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('cancelMyOrder', () => {
  it('cancels a paid order before shipping: restocks, refunds, records the reason, emails the shopper', async () => {
    await env.shopClient.asUserWithCredentials(SHOPPERS.hana.emailAddress, SHOPPERS.hana.password);
    const before = await stockOf(variantId);
    const order = await placeOrder('dar-test-payment');
    expect((await stockOf(variantId)).stockAllocated).toBe(before.stockAllocated + 2);

    const { cancelMyOrder } = await env.shopClient.query<CancelResult>(CANCEL, {
      orderId: order.id,
      reason: 'TOO_EXPENSIVE',
    });
    expect(cancelMyOrder).toMatchObject({
      __typename: 'Order',
      state: 'Cancelled',
      customFields: { cancellationReason: 'TOO_EXPENSIVE' },
    });
    expect(await stockOf(variantId)).toEqual(before);
    const after = await paymentsOf(order.id);
    expect(after.payments[0]?.refunds).toEqual([
      { state: 'Settled', total: after.payments[0]!.amount },
    ]);
    const email = await env.mailbox.waitFor(
      SHOPPERS.hana.emailAddress,
      (candidate) =>
        candidate.body.includes(order.code) && /cancel|إلغاء|ألغي/i.test(candidate.subject),
    );
    expect(email.body).toContain(order.code);
  });

  it('voids a payment that was only authorised', async () => {
    const order = await placeOrder('dar-test-authorize');
    const { cancelMyOrder } = await env.shopClient.query<CancelResult>(CANCEL, {
      orderId: order.id,
      reason: 'CHANGED_MIND',
    });
    expect(cancelMyOrder.state).toBe('Cancelled');
    expect((await paymentsOf(order.id)).payments.map((payment) => payment.state)).toEqual([
      'Cancelled',
    ]);
  });

  it('refuses once the order has shipped, saying so in the request language', async () => {
    const order = await placeOrder('dar-test-payment');
    const { addFulfillmentToOrder } = await env.adminClient.query<{
      addFulfillmentToOrder: { id: string };
    }>(
      gql`
        mutation Fulfil($input: FulfillOrderInput!) {
          addFulfillmentToOrder(input: $input) {
            ... on Fulfillment {
              id
            }
          }
        }
      `,
      {
        input: {
          lines: [{ orderLineId: await firstLineId(order.id), quantity: 2 }],
          handler: {
            code: 'manual-fulfillment',
            arguments: [
              { name: 'method', value: 'Dar delivery' },
              { name: 'trackingCode', value: 'DAR-TRACK-1' },
            ],
          },
        },
      },
    );
    await env.adminClient.query(
      gql`
        mutation Ship($id: ID!) {
          transitionFulfillmentToState(id: $id, state: "Shipped") {
            ... on Fulfillment {
              id
            }
          }
        }
      `,
      { id: addFulfillmentToOrder.id },
    );
    const { cancelMyOrder } = await env.shopClient.query<CancelResult>(
      CANCEL,
      { orderId: order.id, reason: 'NO_REASON' },
      { languageCode: 'ar' },
    );
    expect(cancelMyOrder).toMatchObject({
      __typename: 'OrderNotCancellableError',
      errorCode: 'ORDER_NOT_CANCELLABLE_ERROR',
      orderState: 'Shipped',
      message: 'لم يعد من الممكن إلغاء هذا الطلب. يُرجى التواصل مع خدمة العملاء على ١٦٣٥٨.',
    });
    expect((await paymentsOf(order.id)).state).toBe('Shipped');
  });

  it('never touches another shopper’s order, and does not reveal it exists', async () => {
    const hanasOrder = await placeOrder('dar-test-payment');
    await env.shopClient.asUserWithCredentials(SHOPPERS.ziad.emailAddress, SHOPPERS.ziad.password);
    const { cancelMyOrder } = await env.shopClient.query<CancelResult>(CANCEL, {
      orderId: hanasOrder.id,
      reason: 'NO_REASON',
    });
    expect(cancelMyOrder.errorCode).toBe('ORDER_NOT_FOUND_ERROR');
    const missing = await env.shopClient.query<CancelResult>(CANCEL, {
      orderId: '999999',
      reason: 'NO_REASON',
    });
    expect(missing.cancelMyOrder).toEqual(cancelMyOrder);
    // Nor can Ziad read it.
    const { orderByCode } = await env.shopClient
      .query<{ orderByCode: unknown }>(
        gql`
          query Read($code: String!) {
            orderByCode(code: $code) {
              id
            }
          }
        `,
        { code: hanasOrder.code },
      )
      .catch((error: Error) => ({ orderByCode: error.message }));
    expect(orderByCode).not.toMatchObject({ id: hanasOrder.id });
    expect((await paymentsOf(hanasOrder.id)).state).toBe('PaymentSettled');
  });

  it('finds no order for a guest, whose id it is', async () => {
    await env.shopClient.asUserWithCredentials(SHOPPERS.hana.emailAddress, SHOPPERS.hana.password);
    const order = await placeOrder('dar-test-payment');
    await env.shopClient.asAnonymousUser();
    const { cancelMyOrder } = await env.shopClient.query<CancelResult>(CANCEL, {
      orderId: order.id,
      reason: 'NO_REASON',
    });
    expect(cancelMyOrder.errorCode).toBe('ORDER_NOT_FOUND_ERROR');
    expect((await paymentsOf(order.id)).state).toBe('PaymentSettled');
  });
});

async function firstLineId(orderId: string): Promise<string> {
  const { order } = await env.adminClient.query<{ order: { lines: { id: string }[] } }>(
    gql`
      query Lines($id: ID!) {
        order(id: $id) {
          lines {
            id
          }
        }
      }
    `,
    { id: orderId },
  );
  return order.lines[0]!.id;
}
