// @vitest-environment happy-dom
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useEffect, type ReactNode } from 'react';
import { fetch as nodeFetch } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient } from '../client';
import { ApplyCouponCodeDocument } from '../gql/graphql';
import * as hooks from './index';
import { useOutcomeMutation } from './mutation';

// A local HTTP server plays the Shop API: every mutation answers with the same coupon error,
// enough for `run` to go through Apollo, the picker and the outcome.
let server: Server;
let endpoint: string;
let requests = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: {
          applyCouponCode: {
            __typename: 'CouponCodeInvalidError',
            errorCode: 'COUPON_CODE_INVALID_ERROR',
            message: 'Coupon code "X" is not valid',
            couponCode: 'X',
          },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

function wrapperFor() {
  const client = createShopClient({
    locale: 'en',
    endpoint,
    fetch: nodeFetch as unknown as typeof fetch,
  });
  return ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
}

// Every hook answering `[run, state]`; each is rendered, re-rendered, and its `run` compared.
const MUTATION_HOOKS = {
  useAddToCart: hooks.useAddToCart,
  useAdjustCartLine: hooks.useAdjustCartLine,
  useRemoveCartLine: hooks.useRemoveCartLine,
  useApplyCoupon: hooks.useApplyCoupon,
  useRemoveCoupon: hooks.useRemoveCoupon,
  useToggleFavorite: hooks.useToggleFavorite,
  useLogin: hooks.useLogin,
  useLogout: hooks.useLogout,
  useRegisterCustomer: hooks.useRegisterCustomer,
  useVerifyCustomerAccount: hooks.useVerifyCustomerAccount,
  useRequestPasswordResetCode: hooks.useRequestPasswordResetCode,
  useVerifyPasswordResetCode: hooks.useVerifyPasswordResetCode,
  useResetPassword: hooks.useResetPassword,
  useUpdateCustomerEmailAddress: hooks.useUpdateCustomerEmailAddress,
  useUpdateCustomerPassword: hooks.useUpdateCustomerPassword,
  useCreateAddress: hooks.useCreateAddress,
  useUpdateAddress: hooks.useUpdateAddress,
  useDeleteAddress: hooks.useDeleteAddress,
  useCancelMyOrder: hooks.useCancelMyOrder,
  useSetShippingAddress: hooks.useSetShippingAddress,
  useSetShippingMethod: hooks.useSetShippingMethod,
  useTransitionOrderToState: hooks.useTransitionOrderToState,
  useCreatePaymentSession: hooks.useCreatePaymentSession,
  useAddPaymentToOrder: hooks.useAddPaymentToOrder,
  useSubscribeToNewsletter: hooks.useSubscribeToNewsletter,
};

describe('mutation hooks', () => {
  it.each(Object.entries(MUTATION_HOOKS))('%s keeps the same run across renders', (_, hook) => {
    const { result, rerender } = renderHook(() => hook()[0], { wrapper: wrapperFor() });
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });

  it('a run in an effect is called once, though the picker is written inline', async () => {
    requests = 0;
    let runs = 0;
    const { rerender } = renderHook(
      ({ tag }: { tag: string }) => {
        // A new picker each render, as a component writes it.
        const [run] = useOutcomeMutation(ApplyCouponCodeDocument, (data) => ({
          ...data.applyCouponCode,
          tag,
        }));
        useEffect(() => {
          runs += 1;
          void run({ couponCode: 'X' });
        }, [run]);
      },
      { wrapper: wrapperFor(), initialProps: { tag: 'first' } },
    );
    await act(async () => {
      rerender({ tag: 'second' });
      rerender({ tag: 'third' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(runs).toBe(1);
    expect(requests).toBe(1);
  });

  it('run uses the picker of the latest render', async () => {
    const { result, rerender } = renderHook(
      ({ tag }: { tag: string }) =>
        // The picker reads the render's props: the answer must be picked with the latest ones.
        useOutcomeMutation(ApplyCouponCodeDocument, (data) => ({
          __typename: 'Tagged' as const,
          answered: data.applyCouponCode.__typename,
          tag,
        })),
      { wrapper: wrapperFor(), initialProps: { tag: 'first' } },
    );
    const run = result.current[0];
    rerender({ tag: 'latest' });
    expect(result.current[0]).toBe(run);
    let outcome: Awaited<ReturnType<typeof run>> | undefined;
    await act(async () => {
      outcome = await run({ couponCode: 'X' });
    });
    expect(outcome).toEqual({
      ok: true,
      value: { __typename: 'Tagged', answered: 'CouponCodeInvalidError', tag: 'latest' },
    });
  });
});
