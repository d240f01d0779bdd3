// @vitest-environment happy-dom
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ProductDetailDocument } from '../gql/graphql';
import { getHomeSections } from '../server';
import type { ShopOutcome } from '../results';
import {
  useAddToCart,
  useCreateAddress,
  useCustomerAddresses,
  useDeleteAddress,
  useEligiblePaymentMethods,
  useEligibleShippingMethods,
  useRequestPasswordResetCode,
  useResetPassword,
  useSetShippingAddress,
  useSetShippingMethod,
  useSubscribeToNewsletter,
  useUpdateAddress,
  useUpdateCustomerPassword,
  useVerifyPasswordResetCode,
} from './index';
import { createCustomer } from '../../test/shop-session';
import { startShopper } from '../../test/shopper';

// Account, checkout and customer-care hooks against the real commerce server, in both languages.
afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const LANGUAGES = ['ar', 'en'] as const;

function setup(locale: 'ar' | 'en', options: { signedIn?: boolean } = {}) {
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

const GIZA = {
  fullName: 'ليلى مصطفى',
  streetLine1: '8 شارع مصدق',
  city: 'الدقي',
  province: 'الجيزة',
  countryCode: 'EG',
  phoneNumber: '01223456789',
  customFields: { type: 'home', area: 'الدقي' },
};

describe.each(LANGUAGES)('account hooks in %s', (locale) => {
  it('adds, renames and deletes an address; the address book follows each change', async () => {
    const { wrapper } = await setup(locale, { signedIn: true });
    const { result } = renderHook(
      () => ({
        book: useCustomerAddresses(),
        create: useCreateAddress()[0],
        update: useUpdateAddress()[0],
        remove: useDeleteAddress()[0],
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.book.loading).toBe(false));
    expect(result.current.book.data?.activeCustomer?.addresses).toEqual([]);
    const created = await call(() => result.current.create({ input: GIZA }));
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : '';
    await waitFor(() =>
      expect(result.current.book.data?.activeCustomer?.addresses?.map((a) => a.city)).toEqual([
        'الدقي',
      ]),
    );
    expect(
      await call(() => result.current.update({ input: { id, city: 'المهندسين' } })),
    ).toMatchObject({ ok: true, value: { city: 'المهندسين' } });
    await waitFor(() =>
      expect(result.current.book.data?.activeCustomer?.addresses?.[0]?.city).toBe('المهندسين'),
    );
    expect(await call(() => result.current.remove({ id }))).toMatchObject({ ok: true });
    await waitFor(() => expect(result.current.book.data?.activeCustomer?.addresses).toEqual([]));
  });

  it('a wrong current password reads "Incorrect email or password"', async () => {
    const { wrapper } = await setup(locale, { signedIn: true });
    const { result } = renderHook(() => useUpdateCustomerPassword(), { wrapper });
    const outcome = await call(() =>
      result.current[0]({ currentPassword: 'not-it', newPassword: 'another-long-password-2' }),
    );
    expect(outcome).toMatchObject({ ok: false, messageId: 'shopError.invalidCredentials' });
    await waitFor(() =>
      expect(result.current[1].failure?.messageId).toBe('shopError.invalidCredentials'),
    );
  });

  it('password recovery: a code is sent, a wrong code and a bad token are refused', async () => {
    const { wrapper, customer } = await setup(locale, { signedIn: false }).then(async (s) => ({
      ...s,
      customer: await createCustomer(inject('commerceUrl')),
    }));
    const { result } = renderHook(
      () => ({
        request: useRequestPasswordResetCode()[0],
        verify: useVerifyPasswordResetCode()[0],
        reset: useResetPassword()[0],
      }),
      { wrapper },
    );
    const requested = await call(() =>
      result.current.request({ emailAddress: customer.emailAddress }),
    );
    expect(requested).toMatchObject({ ok: true, value: { resendAfterSeconds: 60 } });
    const wrong = await call(() =>
      result.current.verify({ emailAddress: customer.emailAddress, code: '000000' }),
    );
    expect(wrong).toMatchObject({ ok: false, messageId: 'shopError.resetCodeInvalid' });
    const reset = await call(() =>
      result.current.reset({ token: 'not-a-token', password: 'another-long-password-2' }),
    );
    expect(reset).toMatchObject({ ok: false, messageId: 'shopError.resetTokenInvalid' });
  });
});

describe.each(LANGUAGES)('checkout hooks in %s', (locale) => {
  it('address, shipping method and payment methods for a cart', async () => {
    const { wrapper, client } = await setup(locale, { signedIn: true });
    const { newArrivals } = await (async () => {
      process.env.COMMERCE_SHOP_API_URL = `${inject('commerceUrl')}/shop-api`;
      return getHomeSections(locale);
    })();
    const variantId = (
      await client.query({
        query: ProductDetailDocument,
        variables: { slug: newArrivals[0]!.slug },
      })
    ).data!.product!.variants[0]!.id;
    const { result } = renderHook(
      () => ({
        add: useAddToCart()[0],
        setAddress: useSetShippingAddress()[0],
        setMethod: useSetShippingMethod()[0],
        shipping: useEligibleShippingMethods(),
        payment: useEligiblePaymentMethods(),
      }),
      { wrapper },
    );
    expect(
      await call(() => result.current.add({ productVariantId: variantId, quantity: 1 })),
    ).toMatchObject({
      ok: true,
    });
    const withAddress = await call(() => result.current.setAddress({ input: GIZA }));
    expect(withAddress.ok).toBe(true);
    // Setting the address re-reads the shipping methods that can deliver there.
    await waitFor(() =>
      expect(result.current.shipping.data?.eligibleShippingMethods.length).toBeGreaterThan(0),
    );
    const method = result.current.shipping.data!.eligibleShippingMethods[0]!;
    const withMethod = await call(() =>
      result.current.setMethod({ shippingMethodId: [method.id] }),
    );
    expect(withMethod).toMatchObject({ ok: true, value: { shippingWithTax: method.priceWithTax } });
    await waitFor(() =>
      expect(result.current.payment.data?.eligiblePaymentMethods.some((m) => m.isEligible)).toBe(
        true,
      ),
    );
  });
});

describe.each(LANGUAGES)('customer-care hooks in %s', (locale) => {
  it('the newsletter takes an address', async () => {
    const { wrapper } = await setup(locale);
    const { result } = renderHook(() => useSubscribeToNewsletter()[0], { wrapper });
    const subscribed = await call(() =>
      result.current({ emailAddress: `news-${locale}-${Date.now()}@example.com` }),
    );
    expect(subscribed).toMatchObject({ ok: true });
  });
});
