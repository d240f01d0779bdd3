import { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPaymentHandler } from '../../../e2e/test-payment-method';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import {
  CREATE_PAYMENT_METHOD,
  checkoutUntilPayment,
  PAY,
  type PayResult,
  setStock,
  stockOf,
} from './checkout';

/**
 * Twenty shoppers at once for the last three pieces: exactly three orders, the others told the
 * stock ran out, and stock never below zero — on SQLite and on PostgreSQL (the same spec runs on
 * both, see vitest.config.mts).
 */

let env: DarTestEnvironment;
let variants: string[] = [];

const SHOPPERS = 20;
const LAST_UNITS = 3;

function newShopper(): SimpleGraphQLClient {
  return new SimpleGraphQLClient(env.config, `${env.baseUrl}/shop-api`);
}

/** Samples the variant's stock while `work` runs; every sample must be >= 0 saleable. */
async function watchingStock<T>(variantId: string, work: () => Promise<T>) {
  const samples: number[] = [];
  let running = true;
  const watcher = (async () => {
    while (running) {
      const { stockOnHand, stockAllocated } = await stockOf(env.adminClient, variantId);
      samples.push(stockOnHand - stockAllocated);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), samples };
  } finally {
    running = false;
    await watcher;
  }
}

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
  const { search } = await env.shopClient.query<{
    search: { items: Array<{ productVariantId: string }> };
  }>(gql`
    query InStock {
      search(input: { take: 2, inStock: true, groupByProduct: true }) {
        items {
          productVariantId
        }
      }
    }
  `);
  variants = search.items.map((item) => item.productVariantId);
  expect(variants).toHaveLength(2);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe('the last three pieces', () => {
  it('go to exactly three of twenty shoppers paying at the same moment; the others get InsufficientStockError', async () => {
    const variantId = variants[0]!;
    await setStock(env.adminClient, variantId, LAST_UNITS);
    // Every cart is filled and ready to pay before anyone pays: Vendure's own checks (adding to
    // the cart, reaching ArrangingPayment) all pass, since nothing is allocated yet.
    // (One after the other: only the payments race here.)
    const shoppers = Array.from({ length: SHOPPERS }, newShopper);
    for (const [index, shopper] of shoppers.entries()) {
      expect(
        await checkoutUntilPayment(shopper, variantId, 1, `last-piece-${index}@example.com`),
      ).toBeUndefined();
    }

    const { result, samples } = await watchingStock(variantId, () =>
      Promise.all(
        shoppers.map((shopper, index) =>
          shopper.query<PayResult>(
            PAY,
            { method: 'dar-test-payment' },
            { languageCode: index % 2 ? 'en' : 'ar' },
          ),
        ),
      ),
    );
    const outcomes = result.map(({ addPaymentToOrder }) => addPaymentToOrder);
    const placed = outcomes.filter((outcome) => outcome.state === 'PaymentSettled');
    const refused = outcomes.filter((outcome) => outcome.__typename !== 'Order');
    expect(placed).toHaveLength(LAST_UNITS);
    expect(refused).toHaveLength(SHOPPERS - LAST_UNITS);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({
        __typename: 'InsufficientStockError',
        errorCode: 'INSUFFICIENT_STOCK_ERROR',
        quantityAvailable: 0,
      });
      expect(refusal.message).toMatch(/another shopper has just bought|اشترى عميل آخر/);
    }
    expect(samples.every((saleable) => saleable >= 0)).toBe(true);
    expect(await stockOf(env.adminClient, variantId)).toEqual({
      stockOnHand: LAST_UNITS,
      stockAllocated: LAST_UNITS,
    });
    // No payment was taken from those who were refused: their orders wait, unpaid.
    const { orders } = await env.adminClient.query(gql`
      query Waiting {
        orders(options: { take: 100, filter: { state: { eq: "ArrangingPayment" } } }) {
          items {
            payments {
              id
            }
          }
        }
      }
    `);
    expect(orders.items).toHaveLength(SHOPPERS - LAST_UNITS);
    expect(orders.items.flatMap((order: { payments: unknown[] }) => order.payments)).toEqual([]);
  }, 180_000);
});
