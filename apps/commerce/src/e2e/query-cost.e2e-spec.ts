import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as GraphQL from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../environment';
import { MAX_QUERY_COST, queryCost } from '../common/query-cost';
import { MAX_ALIASES_PER_FIELD } from '../common/query-limits';
import { storefrontDocument } from './storefront-documents';
import { type DarTestEnvironment, startDarTestEnvironment } from './test-environment';

/**
 * The Shop API's cost limit (issue 24) against the storefront's real operations: every document
 * committed in packages/commerce-hooks/src/documents is sent with the variables the storefront
 * sends, and must pass with room to spare; the attack that stalled the server (330 aliased
 * `products(options: { take: 100 })`) is refused before it runs.
 */

const SCHEMA_FILE = path.join(
  PACKAGE_ROOT,
  '../../packages/commerce-hooks/schema/shop-api.graphql',
);

const ADDRESS = {
  fullName: 'منى حسن',
  streetLine1: '12 شارع التحرير',
  city: 'الدقي',
  province: 'القاهرة',
  countryCode: 'EG',
  phoneNumber: '01012345678',
  customFields: { type: 'home', area: 'الدقي', instructions: 'الدور الثالث' },
};

/** What the storefront sends with each operation (its pages' sizes: ten a page, eight a rail). */
const VARIABLES: Record<string, Record<string, unknown>> = {
  CustomerOrders: { skip: 0, take: 10 },
  OrderDetail: { code: 'DAR-NOT-AN-ORDER' },
  UpdateCustomer: { input: { firstName: 'منى', lastName: 'حسن', phoneNumber: '01012345678' } },
  UpdateCustomerPassword: { currentPassword: 'Current-pass-1', newPassword: 'A-new-pass-1' },
  CreateCustomerAddress: { input: ADDRESS },
  UpdateCustomerAddress: { input: { id: '1', ...ADDRESS } },
  DeleteCustomerAddress: { id: '1' },
  CancelMyOrder: { orderId: '1', reason: 'CHANGED_MIND' },
  Login: { username: 'cost.check@example.com', password: 'Not-the-pass-1', rememberMe: true },
  RegisterCustomerAccount: {
    input: {
      emailAddress: 'cost.check@example.com',
      firstName: 'منى',
      lastName: 'حسن',
      password: 'A-fine-pass-1',
      phoneNumber: '01012345678',
    },
  },
  VerifyCustomerAccount: { token: 'not-a-token', password: 'A-fine-pass-1' },
  UpdateCustomerEmailAddress: { token: 'not-a-token' },
  RequestPasswordResetCode: { emailAddress: 'cost.check@example.com' },
  VerifyPasswordResetCode: { emailAddress: 'cost.check@example.com', code: '123456' },
  ResetPassword: { token: 'not-a-token', password: 'A-fine-pass-1' },
  ContactUs: {
    input: {
      name: 'منى',
      email: 'cost.check@example.com',
      message: 'هل الكنبة متوفرة باللون الأخضر؟',
    },
  },
  SubscribeToNewsletter: { emailAddress: 'cost.check@example.com' },
  AddItemToOrder: { productVariantId: '1', quantity: 1 },
  AdjustOrderLine: { orderLineId: '1', quantity: 2 },
  RemoveOrderLine: { orderLineId: '1' },
  ApplyCouponCode: { couponCode: 'WHEEL10' },
  RemoveCouponCode: { couponCode: 'WHEEL10' },
  HomeSections: { take: 8 },
  ProductDetail: { slug: 'nile-sofa' },
  Listing: {
    search: {
      term: 'كنبة',
      collectionSlug: 'living-room',
      groupByProduct: true,
      take: 10,
      skip: 0,
      sort: { price: 'ASC' },
    },
  },
  FilterBar: { filter: { collectionSlug: 'living-room', term: 'كنبة' } },
  CollectionPage: { slug: 'new-season' },
  ContentPage: { slug: 'privacy-policy' },
  BlogPosts: { skip: 0, take: 4 },
  BlogPost: { slug: 'a-post' },
  SitemapProducts: { skip: 0, take: 100 },
  Cities: { governorateCode: 'EG-C' },
  RecordProductView: { productId: '1' },
  MostWatchedForUser: { take: 8 },
  SetOrderShippingAddress: { input: ADDRESS },
  SetOrderShippingMethod: { shippingMethodId: ['1'] },
  TransitionOrderToState: { state: 'ArrangingPayment' },
  CreatePaymentSession: { methodCode: 'card' },
  AddPaymentToOrder: { input: { method: 'cash-on-delivery', metadata: {} } },
  HomeMerchandising: { page: 'home' },
  SelectedPromotion: { id: '1' },
  HomeProducts: { take: 8 },
  ToggleFavorite: { productId: '1' },
};

/**
 * Refusals before an operation runs (the cost limit; the depth, size and alias rules, which
 * Apollo reports as GRAPHQL_VALIDATION_FAILED): none may meet the storefront's own operations.
 */
const LIMIT_CODES = ['QUERY_TOO_COMPLEX', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'];

let env: DarTestEnvironment;

// graphql's CommonJS build, as the server's and the cost estimator's (query-cost.ts): a schema
// from the ES build the test runner would import is another realm to them.
const { buildSchema, Kind, print } = createRequire(__filename)('graphql') as typeof GraphQL;

async function send(query: string, operationName?: string, variables: object = {}) {
  const response = await fetch(`${env.baseUrl}/shop-api?languageCode=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName, variables }),
  });
  const body = (await response.json()) as {
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, errors: body.errors ?? [] };
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe('the cost limit', () => {
  it('passes every operation the storefront sends, with room to spare (scores logged)', async () => {
    const document = storefrontDocument();
    const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));
    const operations = document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name
        ? [definition.name.value]
        : [],
    );
    expect(operations.length).toBeGreaterThan(50);
    const scores: Record<string, number> = {};
    const query = print(document);
    for (const name of operations) {
      const variables = VARIABLES[name] ?? {};
      scores[name] = queryCost(schema, document, name, variables);
      const { status, errors } = await send(query, name, variables);
      const refused = errors.filter((error) => LIMIT_CODES.includes(error.extensions?.code ?? ''));
      expect(refused, `${name}: ${JSON.stringify(refused)}`).toEqual([]);
      expect(status, name).toBe(200);
    }
    const highest = Math.max(...Object.values(scores));
    // The limit's margin (common/query-cost.ts): three times the most expensive operation.
    console.log(
      `Query cost of the storefront's operations (limit ${MAX_QUERY_COST}):\n` +
        Object.entries(scores)
          .sort(([, a], [, b]) => b - a)
          .map(([name, score]) => `  ${String(score).padStart(6)}  ${name}`)
          .join('\n'),
    );
    expect(highest * 3).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it('refuses the 330-alias attack at once, and the server goes on answering', async () => {
    const aliases = Array.from(
      { length: 330 },
      (_, i) => `p${i}: products(options: { take: 100 }) { items { id } }`,
    ).join('\n');
    const started = Date.now();
    const { status, errors } = await send(`query Stall {\n${aliases}\n}`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(status).toBe(400);
    expect(errors[0]?.message).toMatch(
      /The field products is asked for under more than 10 aliases/,
    );
    expect((await send('{ activeChannel { code } }')).errors).toEqual([]);
  });

  it('refuses an expensive operation within the alias limit', async () => {
    const { status, errors } = await send(
      `query Big { ${Array.from(
        { length: 3 },
        (_, i) =>
          `c${i}: collections { items { id productVariants(options: { take: 100 }) { items { id name assets { id } } } } }`,
      ).join(' ')} }`,
    );
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it(`refuses a field asked for under more than ${MAX_ALIASES_PER_FIELD} aliases, however cheap`, async () => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, i) => `c${i}: activeChannel { code }`).join(' ');
    expect((await send(`{ ${aliases(MAX_ALIASES_PER_FIELD)} }`)).errors).toEqual([]);
    const { status, errors } = await send(`{ ${aliases(MAX_ALIASES_PER_FIELD + 1)} }`);
    expect(status).toBe(400);
    expect(errors[0]?.message).toBe(
      `The field activeChannel is asked for under more than ${MAX_ALIASES_PER_FIELD} aliases.`,
    );
  });
});
