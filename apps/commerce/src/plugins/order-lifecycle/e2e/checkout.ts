import type { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { expect } from 'vitest';

/** A shopper's checkout through the Shop API and staff's handling through the Admin API. */

export const ADDRESS_IN_CAIRO = {
  fullName: 'منى حسن',
  streetLine1: '12 شارع التحرير',
  city: 'الدقي',
  province: 'القاهرة',
  countryCode: 'EG',
  phoneNumber: '01012345678',
};

export const CREATE_PAYMENT_METHOD = gql`
  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
    }
  }
`;

export const ADD_ITEM = gql`
  mutation AddItem($id: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $id, quantity: $quantity) {
      __typename
      ... on Order {
        id
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on InsufficientStockError {
        quantityAvailable
      }
    }
  }
`;

export const SET_SHIPPING_ADDRESS = gql`
  mutation Address($input: CreateAddressInput!) {
    setOrderShippingAddress(input: $input) {
      ... on Order {
        id
      }
    }
  }
`;

export const SET_SHIPPING_METHOD = gql`
  mutation Shipping($ids: [ID!]!) {
    setOrderShippingMethod(shippingMethodId: $ids) {
      ... on Order {
        id
      }
    }
  }
`;

export const TO_ARRANGING_PAYMENT = gql`
  mutation ToPayment {
    transitionOrderToState(state: "ArrangingPayment") {
      ... on Order {
        state
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

export const PAY = gql`
  mutation Pay($method: String!) {
    addPaymentToOrder(input: { method: $method, metadata: {} }) {
      __typename
      ... on Order {
        id
        code
        state
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on InsufficientStockError {
        quantityAvailable
      }
    }
  }
`;

export interface PayResult {
  addPaymentToOrder: {
    __typename: string;
    id?: string;
    code?: string;
    state?: string;
    errorCode?: string;
    message?: string;
    quantityAvailable?: number;
  };
}

/**
 * Fills the client's cart (already signed in, or a guest with `guestEmail`) and takes it to
 * ArrangingPayment with standard delivery to Cairo. Returns the first error a shopper would see,
 * or undefined when the order is ready to pay.
 */
export async function checkoutUntilPayment(
  client: SimpleGraphQLClient,
  variantId: string,
  quantity: number,
  guestEmail?: string,
): Promise<{ step: string; errorCode?: string; message?: string } | undefined> {
  const { addItemToOrder } = await client.query(ADD_ITEM, { id: variantId, quantity });
  if (addItemToOrder.errorCode) return { step: 'addItemToOrder', ...addItemToOrder };
  if (guestEmail) {
    await client.query(
      gql`
        mutation Guest($input: CreateCustomerInput!) {
          setCustomerForOrder(input: $input) {
            ... on Order {
              id
            }
          }
        }
      `,
      { input: { emailAddress: guestEmail, firstName: 'Guest', lastName: 'Shopper' } },
    );
  }
  await client.query(SET_SHIPPING_ADDRESS, { input: ADDRESS_IN_CAIRO });
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
  const standard = eligibleShippingMethods.find((method) => method.code === 'standard-delivery');
  await client.query(SET_SHIPPING_METHOD, { ids: [standard?.id] });
  const { transitionOrderToState } = await client.query(TO_ARRANGING_PAYMENT);
  if (transitionOrderToState.errorCode)
    return { step: 'ArrangingPayment', ...transitionOrderToState };
  return undefined;
}

/** A whole checkout that must succeed; the placed order's id and code. */
export async function placeOrder(
  client: SimpleGraphQLClient,
  variantId: string,
  method: string,
  quantity = 1,
  guestEmail?: string,
): Promise<{ id: string; code: string; state: string }> {
  const failure = await checkoutUntilPayment(client, variantId, quantity, guestEmail);
  expect(failure).toBeUndefined();
  const { addPaymentToOrder } = await client.query<PayResult>(PAY, { method });
  expect(addPaymentToOrder.state, addPaymentToOrder.message).toMatch(
    /^Payment(Settled|Authorized)$/,
  );
  return {
    id: addPaymentToOrder.id ?? '',
    code: addPaymentToOrder.code ?? '',
    state: addPaymentToOrder.state ?? '',
  };
}

/** The first `take` variants in stock, from the shop's search. */
export async function inStockVariants(client: SimpleGraphQLClient, take = 1): Promise<string[]> {
  const { search } = await client.query<{
    search: { items: Array<{ productVariantId: string }> };
  }>(
    gql`
      query InStock($take: Int!) {
        search(input: { take: $take, inStock: true, groupByProduct: false }) {
          items {
            productVariantId
          }
        }
      }
    `,
    { take },
  );
  return search.items.map((item) => item.productVariantId);
}

export async function stockOf(
  admin: SimpleGraphQLClient,
  variantId: string,
): Promise<{ stockOnHand: number; stockAllocated: number }> {
  const { productVariant } = await admin.query(
    gql`
      query Stock($id: ID!) {
        productVariant(id: $id) {
          stockOnHand
          stockAllocated
        }
      }
    `,
    { id: variantId },
  );
  return productVariant;
}

export async function setStock(
  admin: SimpleGraphQLClient,
  variantId: string,
  stockOnHand: number,
): Promise<void> {
  await admin.query(
    gql`
      mutation Stock($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
          id
        }
      }
    `,
    {
      input: [
        {
          id: variantId,
          stockOnHand,
          trackInventory: 'TRUE',
          useGlobalOutOfStockThreshold: false,
          outOfStockThreshold: 0,
        },
      ],
    },
  );
}

/** Staff move the order (Admin API); the state it is in afterwards, or the refusal. */
export async function transition(
  admin: SimpleGraphQLClient,
  orderId: string,
  state: string,
): Promise<{ state?: string; errorCode?: string; transitionError?: string }> {
  const { transitionOrderToState } = await admin.query(
    gql`
      mutation Transition($id: ID!, $state: String!) {
        transitionOrderToState(id: $id, state: $state) {
          ... on Order {
            state
          }
          ... on OrderStateTransitionError {
            errorCode
            transitionError
          }
        }
      }
    `,
    { id: orderId, state },
  );
  return transitionOrderToState;
}

/** Staff hand the whole order to the courier (one fulfilment) and, optionally, it arrives. */
export async function shipOrder(
  admin: SimpleGraphQLClient,
  orderId: string,
  deliver: boolean,
): Promise<void> {
  const { order } = await admin.query(
    gql`
      query Lines($id: ID!) {
        order(id: $id) {
          lines {
            id
            quantity
          }
        }
      }
    `,
    { id: orderId },
  );
  const { addFulfillmentToOrder } = await admin.query(
    gql`
      mutation Fulfil($input: FulfillOrderInput!) {
        addFulfillmentToOrder(input: $input) {
          ... on Fulfillment {
            id
          }
          ... on ErrorResult {
            errorCode
            message
          }
        }
      }
    `,
    {
      input: {
        lines: order.lines.map((line: { id: string; quantity: number }) => ({
          orderLineId: line.id,
          quantity: line.quantity,
        })),
        handler: {
          code: 'manual-fulfillment',
          arguments: [
            { name: 'method', value: 'Dar delivery' },
            { name: 'trackingCode', value: 'DAR-TRACK-7' },
          ],
        },
      },
    },
  );
  expect(addFulfillmentToOrder.id, addFulfillmentToOrder.message).toBeTruthy();
  for (const state of deliver ? ['Shipped', 'Delivered'] : ['Shipped']) {
    const { transitionFulfillmentToState } = await admin.query(
      gql`
        mutation Ship($id: ID!, $state: String!) {
          transitionFulfillmentToState(id: $id, state: $state) {
            ... on Fulfillment {
              state
            }
            ... on ErrorResult {
              message
            }
          }
        }
      `,
      { id: addFulfillmentToOrder.id, state },
    );
    expect(transitionFulfillmentToState.state, transitionFulfillmentToState.message).toBe(state);
  }
}
