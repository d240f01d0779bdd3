import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const ACTIVE_ORDER = gql`
  query ActiveOrder {
    activeOrder {
      id
      customFields {
        cancellationReason
      }
    }
  }
`;

type ActiveOrderResult = {
  activeOrder: { id: string; customFields: { cancellationReason: string | null } } | null;
};

let orderId = '';

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  const { search } = await env.shopClient.query<{
    search: { items: Array<{ productVariantId: string }> };
  }>(gql`
    query AnyVariant {
      search(input: { term: "bookshelf" }) {
        items {
          productVariantId
        }
      }
    }
  `);
  await env.shopClient.query(
    gql`
      mutation Add($id: ID!) {
        addItemToOrder(productVariantId: $id, quantity: 1) {
          ... on Order {
            id
          }
        }
      }
    `,
    { id: search.items[0]?.productVariantId },
  );
  const { activeOrder } = await env.shopClient.query<ActiveOrderResult>(ACTIVE_ORDER);
  orderId = activeOrder?.id ?? '';
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('cancellation reason', () => {
  it('is empty on a new order', async () => {
    const { activeOrder } = await env.shopClient.query<ActiveOrderResult>(ACTIVE_ORDER);
    expect(orderId).not.toBe('');
    expect(activeOrder?.customFields.cancellationReason).toBeNull();
  });

  it("cannot be written by the shopper (refused in the shopper's language)", async () => {
    await expect(
      env.shopClient.query(
        gql`
          mutation SetReason($input: UpdateOrderInput!) {
            setOrderCustomFields(input: $input) {
              ... on Order {
                id
              }
            }
          }
        `,
        { input: { customFields: { cancellationReason: 'Changed my mind' } } },
        { languageCode: 'en' },
      ),
    ).rejects.toThrow('The field "cancellationReason" cannot be set from the shop.');
  });

  it('is written by staff and shown to the shopper', async () => {
    const reason = 'المنتج غير متوفر حاليًا، وتم رد المبلغ بالكامل.';
    await env.adminClient.query(
      gql`
        mutation SetReason($input: UpdateOrderInput!) {
          setOrderCustomFields(input: $input) {
            ... on Order {
              id
            }
          }
        }
      `,
      { input: { id: orderId, customFields: { cancellationReason: reason } } },
    );
    const { activeOrder } = await env.shopClient.query<ActiveOrderResult>(ACTIVE_ORDER);
    expect(activeOrder?.customFields.cancellationReason).toBe(reason);
  });
});
