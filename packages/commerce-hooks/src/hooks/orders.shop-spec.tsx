// @vitest-environment happy-dom
import { useQuery } from '@apollo/client/react';
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, verificationToken } from '../../test/shop-session';
import { type createShopClient } from '../client';
import { CustomerOrdersDocument, ProductDetailDocument } from '../gql/graphql';
import type { ShopOutcome } from '../results';
import { getHomeSections } from '../server';
import {
  useAddPaymentToOrder,
  useAddToCart,
  useApplyCoupon,
  useCancelMyOrder,
  useCreatePaymentSession,
  useEligibleShippingMethods,
  useMe,
  useOrder,
  useRegisterCustomer,
  useRemoveCoupon,
  useSetShippingAddress,
  useSetShippingMethod,
  useTransitionOrderToState,
  useVerifyCustomerAccount,
} from './index';
import { startShopper } from '../../test/shopper';

// Orders, payment, coupons and verification hooks against the real commerce server, in both
// languages.
afterEach(cleanup);
configure({ asyncUtilTimeout: 15_000 });

const ARABIC = /[\u0600-\u06FF]/;
const LANGUAGES = ['ar', 'en'] as const;
type Locale = (typeof LANGUAGES)[number];

beforeAll(() => {
  process.env.COMMERCE_SHOP_API_URL = `${inject('commerceUrl')}/shop-api`;
});

function setup(locale: Locale, options: { signedIn?: boolean } = {}) {
  return startShopper(locale, options);
}

/** Runs a hook's `run` inside act and returns its outcome. */
async function call<T>(run: () => Promise<ShopOutcome<T>>): Promise<ShopOutcome<T>> {
  let outcome: ShopOutcome<T> | undefined;
  await act(async () => {
    outcome = await run();
  });
  return outcome!;
}

/** The first variant of a new-arrivals product (`index` picks which). */
async function variantOf(
  client: ReturnType<typeof createShopClient>,
  locale: Locale,
  index = 0,
): Promise<string> {
  const { newArrivals } = await getHomeSections(locale);
  const product = newArrivals[index]!;
  const { data } = await client.query({
    query: ProductDetailDocument,
    variables: { slug: product.slug },
  });
  return data!.product!.variants[0]!.id;
}

const DELIVERY = {
  fullName: 'ليلى مصطفى',
  streetLine1: '8 شارع مصدق',
  city: 'الدقي',
  province: 'الجيزة',
  countryCode: 'EG',
  phoneNumber: '01223456789',
};

function useCheckout() {
  return {
    add: useAddToCart()[0],
    applyCoupon: useApplyCoupon(),
    removeCoupon: useRemoveCoupon()[0],
    setAddress: useSetShippingAddress()[0],
    shipping: useEligibleShippingMethods(),
    setMethod: useSetShippingMethod()[0],
    transition: useTransitionOrderToState()[0],
    createSession: useCreatePaymentSession()[0],
    addPayment: useAddPaymentToOrder()[0],
  };
}
type Checkout = ReturnType<typeof useCheckout>;

/** Address, the first delivery method, then "ArrangingPayment", through the hooks. */
async function toPayment(current: () => Checkout) {
  expect((await call(() => current().setAddress({ input: DELIVERY }))).ok).toBe(true);
  await waitFor(() =>
    expect(current().shipping.data?.eligibleShippingMethods.length).toBeGreaterThan(0),
  );
  const method = current().shipping.data!.eligibleShippingMethods[0]!;
  expect((await call(() => current().setMethod({ shippingMethodId: [method.id] }))).ok).toBe(true);
  const arranging = await call(() => current().transition({ state: 'ArrangingPayment' }));
  expect(arranging).toMatchObject({ ok: true, value: { state: 'ArrangingPayment' } });
}

describe.each(LANGUAGES)('orders and coupons in %s', (locale) => {
  it('a wheel coupon is applied and removed, the order placed cash on delivery, listed, shown, then cancelled', async () => {
    const { client, wrapper } = await setup(locale, { signedIn: true });
    const variantId = await variantOf(client, locale);
    // The order history as a page would watch it (the storefront reads it on the server).
    const { result } = renderHook(
      () => ({
        checkout: useCheckout(),
        orders: useQuery(CustomerOrdersDocument),
        cancel: useCancelMyOrder(),
      }),
      { wrapper },
    );
    const checkout = () => result.current.checkout;
    await waitFor(() => expect(result.current.orders.loading).toBe(false));
    expect(result.current.orders.data?.activeCustomer?.orders.items).toEqual([]);

    const added = await call(() => checkout().add({ productVariantId: variantId, quantity: 1 }));
    expect(added.ok).toBe(true);
    const fullPrice = added.ok && 'totalWithTax' in added.value ? added.value.totalWithTax : 0;

    // WHEEL10: 10% off the whole order (merchandising seed).
    const applied = await call(() => checkout().applyCoupon[0]({ couponCode: 'WHEEL10' }));
    expect(applied).toMatchObject({ ok: true, value: { couponCodes: ['WHEEL10'] } });
    if (!applied.ok) throw new Error('unreachable');
    expect(applied.value.totalWithTax).toBeLessThan(fullPrice);
    expect(applied.value.discounts).toHaveLength(1);
    expect(ARABIC.test(applied.value.discounts[0]!.description)).toBe(locale === 'ar');

    const removed = await call(() => checkout().removeCoupon({ couponCode: 'WHEEL10' }));
    expect(removed).toMatchObject({
      ok: true,
      value: { couponCodes: [], totalWithTax: fullPrice },
    });
    expect(await call(() => checkout().applyCoupon[0]({ couponCode: 'WHEEL10' }))).toMatchObject({
      ok: true,
      value: { couponCodes: ['WHEEL10'] },
    });

    await toPayment(checkout);
    const placed = await call(() =>
      checkout().addPayment({ input: { method: 'cash-on-delivery', metadata: {} } }),
    );
    expect(placed).toMatchObject({ ok: true, value: { state: 'PaymentAuthorized' } });
    if (!placed.ok || !('code' in placed.value)) throw new Error('not placed');
    const { id, code } = placed.value;

    // The order history, read again, lists it; its page shows it with the delivery address.
    await act(async () => {
      await result.current.orders.refetch();
    });
    expect(result.current.orders.data?.activeCustomer?.orders.items).toMatchObject([
      { id, code, state: 'PaymentAuthorized', totalQuantity: 1 },
    ]);
    const { result: page } = renderHook(() => useOrder(code), { wrapper });
    await waitFor(() => expect(page.current.loading).toBe(false));
    expect(page.current.data?.orderByCode).toMatchObject({
      code,
      couponCodes: ['WHEEL10'],
      shippingAddress: { city: 'الدقي', phoneNumber: '01223456789' },
      customFields: { cancellationReason: null },
    });
    expect(page.current.data?.orderByCode?.orderPlacedAt).toBeTruthy();

    // The coupon is once per customer: a new cart cannot use it again.
    expect(
      (await call(() => checkout().add({ productVariantId: variantId, quantity: 1 }))).ok,
    ).toBe(true);
    const again = await call(() => checkout().applyCoupon[0]({ couponCode: 'WHEEL10' }));
    expect(again).toMatchObject({
      ok: false,
      errorCode: 'COUPON_CODE_LIMIT_ERROR',
      messageId: 'shopError.couponLimit',
    });
    await waitFor(() =>
      expect(result.current.checkout.applyCoupon[1].failure?.messageId).toBe(
        'shopError.couponLimit',
      ),
    );

    // Cancelling re-reads the history: the order shows cancelled, with the reason.
    const cancelled = await call(() =>
      result.current.cancel[0]({ orderId: id, reason: 'CHANGED_MIND' }),
    );
    expect(cancelled).toMatchObject({
      ok: true,
      value: { id, state: 'Cancelled', customFields: { cancellationReason: 'CHANGED_MIND' } },
    });
    await waitFor(() =>
      expect(result.current.orders.data?.activeCustomer?.orders.items[0]?.state).toBe('Cancelled'),
    );
    // A second cancellation is refused with the server's message in the language.
    const twice = await call(() =>
      result.current.cancel[0]({ orderId: id, reason: 'CHANGED_MIND' }),
    );
    expect(twice).toMatchObject({ ok: false, errorCode: 'ORDER_NOT_CANCELLABLE_ERROR' });
    expect(ARABIC.test(twice.ok ? '' : twice.message)).toBe(locale === 'ar');
  });

  it('card payment: a hosted payment page for the cart; no cart, no transition', async () => {
    const { client, wrapper, commerceUrl } = await setup(locale, { signedIn: true });
    const variantId = await variantOf(client, locale, 1);
    const { result } = renderHook(() => useCheckout(), { wrapper });
    const checkout = () => result.current;

    // Without a cart there is nothing to move to payment.
    const nothing = await call(() => checkout().transition({ state: 'ArrangingPayment' }));
    expect(nothing).toMatchObject({ ok: false, errorCode: 'ORDER_STATE_TRANSITION_ERROR' });

    const added = await call(() => checkout().add({ productVariantId: variantId, quantity: 1 }));
    expect(added.ok).toBe(true);
    await toPayment(checkout);
    const session = await call(() => checkout().createSession({ methodCode: 'card' }));
    expect(session).toMatchObject({ ok: true, value: { __typename: 'PaymentSession' } });
    if (!session.ok || !('paymentUrl' in session.value)) throw new Error('no session');
    expect(session.value.orderCode).toBe(added.ok && 'code' in added.value && added.value.code);
    expect(session.value.paymentUrl).toMatch(
      new RegExp(`^${commerceUrl}/payment-sandbox/unifiedcheckout/\\?publicKey=.+&clientSecret=.+`),
    );
    // Cash on delivery has no payment page: refused, with the reason in the language.
    const noPage = await call(() => checkout().createSession({ methodCode: 'cash-on-delivery' }));
    expect(noPage).toMatchObject({ ok: false, errorCode: 'INELIGIBLE_PAYMENT_METHOD_ERROR' });
  });

  it('more than the stock: the cart takes what there is and says how many', async () => {
    const { client, wrapper } = await setup(locale);
    // A product no other test buys; staff leave three pieces available.
    const variantId = await variantOf(client, locale, 5);
    const { productVariant } = await adminQuery<{
      productVariant: { stockAllocated: number };
    }>(commerceUrlOf(), `query ($id: ID!) { productVariant(id: $id) { stockAllocated } }`, {
      id: variantId,
    });
    await adminQuery(
      commerceUrlOf(),
      `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`,
      {
        input: [
          {
            id: variantId,
            trackInventory: 'TRUE',
            outOfStockThreshold: 0,
            useGlobalOutOfStockThreshold: false,
            stockOnHand: productVariant.stockAllocated + 3,
          },
        ],
      },
    );
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    const outcome = await call(() =>
      result.current[0]({ productVariantId: variantId, quantity: 5 }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      errorCode: 'INSUFFICIENT_STOCK_ERROR',
      messageId: 'shopError.insufficientStock',
      values: { quantityAvailable: 3 },
    });
    await waitFor(() =>
      expect(result.current[1].failure?.values).toEqual({ quantityAvailable: 3 }),
    );
  });
});

const commerceUrlOf = () => inject('commerceUrl');

describe.each(LANGUAGES)('account verification in %s', (locale) => {
  it('the emailed token verifies a new account and signs it in; a made-up one is refused', async () => {
    const { wrapper, commerceUrl } = await setup(locale);
    const emailAddress = `verify-${locale}-${process.pid}-${Date.now()}@example.com`;
    const { result } = renderHook(
      () => ({
        me: useMe(),
        register: useRegisterCustomer()[0],
        verify: useVerifyCustomerAccount()[0],
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.me.loading).toBe(false));
    expect(result.current.me.data?.me ?? null).toBeNull();
    const registered = await call(() =>
      result.current.register({
        input: {
          emailAddress,
          firstName: 'Reem',
          lastName: 'Khaled',
          password: 'a-long-shopper-password-1',
        },
      }),
    );
    expect(registered).toMatchObject({ ok: true });
    const refused = await call(() => result.current.verify({ token: 'not-a-real-token' }));
    expect(refused).toMatchObject({ ok: false, errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR' });

    const token = await verificationToken(commerceUrl, emailAddress);
    const verified = await call(() => result.current.verify({ token }));
    expect(verified).toMatchObject({
      ok: true,
      value: { __typename: 'CurrentUser', identifier: emailAddress },
    });
    // Verifying signed the customer in: what was on screen as a guest's is read again.
    await waitFor(() => expect(result.current.me.data?.me?.identifier).toBe(emailAddress));
  });
});
