import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  ActiveOrderDocument,
  ActiveOrderLinesDocument,
  AddItemToOrderDocument,
  AdjustOrderLineDocument,
  ApplyCouponCodeDocument,
  RemoveCouponCodeDocument,
  RemoveOrderLineDocument,
  type AddItemToOrderMutation,
  type AdjustOrderLineMutation,
  type ApplyCouponCodeMutation,
  type CartFieldsFragment,
  type RemoveOrderLineMutation,
} from '../gql/graphql';
import { toCartView, type CartView } from '../mappers';
import { useOutcomeMutation } from './mutation';

/**
 * The cart. Every cart mutation answers with the whole order (CartFields), which Apollo stores
 * under the order's id: every component showing the cart or its badge updates at once. The
 * first item creates the order, so it is written as `activeOrder` too.
 */

export interface CartState {
  cart: CartView;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
}

/** The whole cart, fetched after hydration (never part of cached HTML). */
export function useActiveOrder(): CartState {
  const { data, loading, error, refetch } = useQuery(ActiveOrderDocument);
  const cart = useMemo(() => toCartView(data?.activeOrder), [data]);
  return { cart, loading, error, refetch };
}

/** The cart badge: items in the cart, from the light query (line ids and quantities only). */
export function useCartCount(): { count: number; loading: boolean } {
  const { data, loading } = useQuery(ActiveOrderLinesDocument);
  return { count: data?.activeOrder?.totalQuantity ?? 0, loading };
}

/** The order an ErrorResult-or-Order answer leaves in the cart, if any. */
function orderOf(result: { __typename: string } & object): CartFieldsFragment | null {
  if (result.__typename === 'Order') return result as unknown as CartFieldsFragment;
  if ('order' in result && result.order) return result.order as CartFieldsFragment;
  return null;
}

function writeActiveOrder(cache: ApolloCache, order: CartFieldsFragment | null) {
  if (order) cache.writeQuery({ query: ActiveOrderDocument, data: { activeOrder: order } });
}

const pickAdd = (data: AddItemToOrderMutation) => data.addItemToOrder;
const pickAdjust = (data: AdjustOrderLineMutation) => data.adjustOrderLine;
const pickRemove = (data: RemoveOrderLineMutation) => data.removeOrderLine;
const pickCoupon = (data: ApplyCouponCodeMutation) => data.applyCouponCode;

/** Adds a variant; InsufficientStock comes back as a failure with `quantityAvailable`. */
export function useAddToCart() {
  return useOutcomeMutation(AddItemToOrderDocument, pickAdd, {
    update: (cache, { data }) => {
      if (data) writeActiveOrder(cache, orderOf(data.addItemToOrder));
    },
  });
}

/** The cart as it would be with a line at `quantity` (0 removes it): the optimistic answer. */
export function withLineQuantity(
  order: CartFieldsFragment,
  orderLineId: string,
  quantity: number,
): CartFieldsFragment {
  const lines = order.lines
    .map((line) =>
      line.id === orderLineId
        ? {
            ...line,
            quantity,
            linePrice: line.unitPrice * quantity,
            linePriceWithTax: line.unitPriceWithTax * quantity,
            discountedLinePrice: line.unitPrice * quantity,
            discountedLinePriceWithTax: line.unitPriceWithTax * quantity,
          }
        : line,
    )
    .filter((line) => line.quantity > 0);
  const before = order.lines.find((line) => line.id === orderLineId);
  const change = before ? quantity - before.quantity : 0;
  const delta = change * (before?.unitPrice ?? 0);
  const deltaWithTax = change * (before?.unitPriceWithTax ?? 0);
  return {
    ...order,
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotal: order.subTotal + delta,
    subTotalWithTax: order.subTotalWithTax + deltaWithTax,
    total: order.total + delta,
    totalWithTax: order.totalWithTax + deltaWithTax,
  };
}

/**
 * Changes a line's quantity at once on screen (optimistic); the server's answer replaces it, and
 * a failure rolls it back: Apollo drops the optimistic layer, and an InsufficientStock answer
 * carries the real order, which is written over it.
 */
export function useAdjustCartLine() {
  const client = useApolloClient();
  const [run, state] = useOutcomeMutation(AdjustOrderLineDocument, pickAdjust, {
    update: (cache, { data }) => {
      if (data) writeActiveOrder(cache, orderOf(data.adjustOrderLine));
    },
  });
  const adjust = useCallback(
    (variables: { orderLineId: string; quantity: number }) => {
      const current = client.readQuery({ query: ActiveOrderDocument })?.activeOrder;
      return run(
        variables,
        current
          ? {
              optimisticResponse: {
                adjustOrderLine: {
                  __typename: 'Order' as const,
                  ...withLineQuantity(current, variables.orderLineId, variables.quantity),
                },
              },
            }
          : {},
      );
    },
    [client, run],
  );
  return [adjust, state] as const;
}

/** Removes a line, optimistically, rolled back on failure like `useAdjustCartLine`. */
export function useRemoveCartLine() {
  const client = useApolloClient();
  const [run, state] = useOutcomeMutation(RemoveOrderLineDocument, pickRemove, {
    update: (cache, { data }) => {
      if (data) writeActiveOrder(cache, orderOf(data.removeOrderLine));
    },
  });
  const remove = useCallback(
    (variables: { orderLineId: string }) => {
      const current = client.readQuery({ query: ActiveOrderDocument })?.activeOrder;
      return run(
        variables,
        current
          ? {
              optimisticResponse: {
                removeOrderLine: {
                  __typename: 'Order' as const,
                  ...withLineQuantity(current, variables.orderLineId, 0),
                },
              },
            }
          : {},
      );
    },
    [client, run],
  );
  return [remove, state] as const;
}

/** Applies a coupon; expired, invalid and used-up coupons are failures with their message ids. */
export function useApplyCoupon() {
  return useOutcomeMutation(ApplyCouponCodeDocument, pickCoupon);
}

export function useRemoveCoupon() {
  return useOutcomeMutation(
    RemoveCouponCodeDocument,
    (data) => data.removeCouponCode ?? { __typename: 'Order' as const },
  );
}
