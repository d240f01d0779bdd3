import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import {
  ADD_ITEM,
  ADDRESS_IN_CAIRO,
  inStockVariants,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  setStock,
  TO_ARRANGING_PAYMENT,
} from '../../order-lifecycle/e2e/checkout';

let env: DarTestEnvironment;
let variantId = '';

const GUEST = gql`
  mutation Guest($input: CreateCustomerInput!) {
    setCustomerForOrder(input: $input) {
      __typename
    }
  }
`;
const METHODS = gql`
  query Methods {
    eligibleShippingMethods {
      id
      priceWithTax
    }
  }
`;
const ORDER = gql`
  query Order {
    activeOrder {
      shippingWithTax
      shippingAddress {
        streetLine1
      }
      shippingLines {
        shippingMethod {
          id
        }
      }
    }
  }
`;
interface ActiveOrder {
  activeOrder: {
    shippingWithTax: number;
    shippingAddress: { streetLine1: string | null } | null;
    shippingLines: Array<{ shippingMethod: { id: string } }>;
  };
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  variantId = (await inStockVariants(env.shopClient))[0]!;
  await setStock(env.adminClient, variantId, 100);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe("one shopper's order changes, sent at once", () => {
  it('keep both the address and the delivery, and the order can go to payment', async () => {
    const client = env.shopClient;
    await client.asAnonymousUser();
    await client.query(ADD_ITEM, { id: variantId, quantity: 1 });
    await client.query(GUEST, {
      input: { emailAddress: 'queue.guest@example.com', firstName: 'منى', lastName: 'حسن' },
    });
    await client.query(SET_SHIPPING_ADDRESS, { input: ADDRESS_IN_CAIRO });
    const { eligibleShippingMethods: methods } = await client.query<{
      eligibleShippingMethods: Array<{ id: string; priceWithTax: number }>;
    }>(METHODS);
    expect(methods.length).toBeGreaterThan(1);
    // As the checkout does: a new address and the delivery for it, the second call sent before
    // the first has answered; each round to another street and the other method.
    for (let round = 0; round < 6; round += 1) {
      const method = methods[round % 2]!;
      const street = `${round + 1} شارع التحرير`;
      await Promise.all([
        client.query(SET_SHIPPING_ADDRESS, { input: { ...ADDRESS_IN_CAIRO, streetLine1: street } }),
        client.query(SET_SHIPPING_METHOD, { ids: [method.id] }),
      ]);
      const { activeOrder } = await client.query<ActiveOrder>(ORDER);
      expect(activeOrder.shippingAddress?.streetLine1).toBe(street);
      expect(activeOrder.shippingLines.map((line) => line.shippingMethod.id)).toEqual([method.id]);
      expect(activeOrder.shippingWithTax).toBe(method.priceWithTax);
    }
    const { transitionOrderToState } = await client.query(TO_ARRANGING_PAYMENT);
    expect(transitionOrderToState).toEqual({ state: 'ArrangingPayment' });
  });
});
