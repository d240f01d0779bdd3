'use client';

import {
  CASH_ON_DELIVERY,
  ShopClientProvider,
  toAddressInput,
  toAddressView,
  toPaymentMethodViews,
  toShippingMethodViews,
  useActiveOrder,
  useAddPaymentToOrder,
  useCities,
  useCreateAddress,
  useCreatePaymentSession,
  useCustomerAddresses,
  useEligiblePaymentMethods,
  useEligibleShippingMethods,
  useSetShippingAddress,
  useSetShippingMethod,
  useTransitionOrderToState,
  type AddressView,
  type ShopClient,
  type ShopFailure,
} from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { CheckoutSteps } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** The default address: the customer's default delivery address, else the newest saved one. */
function preferredAddress(addresses: readonly AddressView[]): AddressView | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[addresses.length - 1];
}

/**
 * The checkout, live: choosing an address sets it on the order and reads the shipping methods
 * for it; choosing a method prices the delivery and re-reads which payment methods the total
 * allows. Placing the order pays cash on delivery at once, or sends the browser to the provider's
 * hosted page, which brings it back to /checkout/success or /checkout/failed.
 */
function Checkout({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const router = useRouter();
  const { cart, loading: cartLoading } = useActiveOrder();
  const saved = useCustomerAddresses();
  const cities = useCities();
  const shipping = useEligibleShippingMethods();
  const payment = useEligiblePaymentMethods();
  const [createAddress, creating] = useCreateAddress();
  const [setOrderAddress] = useSetShippingAddress();
  const [setMethod] = useSetShippingMethod();
  const [transition] = useTransitionOrderToState();
  const [createSession] = useCreatePaymentSession();
  const [addPayment] = useAddPaymentToOrder();

  const [addressId, setAddressId] = useState<string | null>(null);
  const [paymentCode, setPaymentCode] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | undefined>();

  const say = useCallback(
    (failure: ShopFailure) => intl.formatMessage({ id: failure.messageId }, failure.values),
    [intl],
  );
  const addresses = useMemo(
    () => (saved.data?.activeCustomer?.addresses ?? []).map(toAddressView),
    [saved.data],
  );
  const shippingMethods = useMemo(
    () => toShippingMethodViews(shipping.data, cart.currencyCode),
    [shipping.data, cart.currencyCode],
  );
  const paymentMethods = useMemo(() => toPaymentMethodViews(payment.data), [payment.data]);

  // Back from a refused payment the order waits in ArrangingPayment: as the page opens it goes
  // back to the cart's state, so the address, delivery and method can change again. Only the
  // state found on arrival counts: placing the order moves it to ArrangingPayment on purpose.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || cart.code === null) return;
    arrived.current = true;
    if (cart.state === 'ArrangingPayment') void transition({ state: 'AddingItems' });
  }, [cart.code, cart.state, transition]);

  // Everything bought, or the cart emptied in another tab: nothing to check out.
  useEffect(() => {
    if (!cartLoading && cart.lines.length === 0) router.replace(localizedPath('/cart', locale));
  }, [cartLoading, cart.lines.length, router, locale]);

  const chooseAddress = useCallback(
    async (id: string, from: readonly AddressView[] = addresses) => {
      const address = from.find((entry) => entry.id === id);
      if (!address) return;
      setAddressId(id);
      setPlaceError(undefined);
      const outcome = await setOrderAddress({ input: toAddressInput(address) });
      if (!outcome.ok) setPlaceError(say(outcome));
    },
    [addresses, setOrderAddress, say],
  );

  // Back from a refused payment, the order takes no address or delivery until it has left
  // ArrangingPayment (above): choosing them before would be refused, and the choice lost.
  const settling = cart.state === 'ArrangingPayment';

  // The preferred saved address is chosen for the shopper, once.
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || saved.loading || settling) return;
    const preferred = preferredAddress(addresses);
    if (!preferred) return;
    defaulted.current = true;
    void chooseAddress(preferred.id);
  }, [saved.loading, settling, addresses, chooseAddress]);

  // The delivery: kept if the order has one the address allows, else the first (cheapest) one.
  useEffect(() => {
    if (addressId === null || shipping.loading || shippingMethods.length === 0 || settling) return;
    if (shippingMethods.some((method) => method.id === cart.shippingMethodId)) return;
    void setMethod({ shippingMethodId: [shippingMethods[0]!.id] });
  }, [addressId, shipping.loading, shippingMethods, cart.shippingMethodId, settling, setMethod]);

  // The first payment method the order qualifies for, until the shopper picks one.
  useEffect(() => {
    if (paymentCode !== null) return;
    const first = paymentMethods.find((method) => method.isEligible);
    if (first) setPaymentCode(first.code);
  }, [paymentCode, paymentMethods]);

  const placeOrder = async () => {
    const method = paymentMethods.find((entry) => entry.code === paymentCode);
    if (!method) return;
    setPlacing(true);
    setPlaceError(undefined);
    const fail = (failure: ShopFailure) => {
      setPlaceError(
        failure.errorCode === 'PAYMENT_DECLINED_ERROR' ||
          failure.errorCode === 'PAYMENT_FAILED_ERROR'
          ? intl.formatMessage({ id: 'shopError.payment' })
          : say(failure),
      );
      setPlacing(false);
    };
    if (method.hosted) {
      // The session moves the order to ArrangingPayment itself.
      const session = await createSession({ methodCode: method.code });
      if (!session.ok) return fail(session);
      if (session.value.__typename === 'PaymentSession') {
        window.location.assign(session.value.paymentUrl);
      }
      return;
    }
    if (cart.state !== 'ArrangingPayment') {
      const arranged = await transition({ state: 'ArrangingPayment' });
      if (!arranged.ok) return fail(arranged);
    }
    const paid = await addPayment({ input: { method: CASH_ON_DELIVERY, metadata: {} } });
    if (!paid.ok) {
      // The order stays a cart the shopper can still change.
      await transition({ state: 'AddingItems' });
      return fail(paid);
    }
    // A full load: the header's cart count and every cached answer start afresh.
    const code = 'code' in paid.value ? paid.value.code : '';
    window.location.assign(
      `${localizedPath('/checkout/success', locale)}?${new URLSearchParams({ order: code })}`,
    );
  };

  const firstLoad =
    (cartLoading && cart.code === null) || (saved.loading && !saved.data) || cities.loading;
  return (
    <CheckoutSteps
      isLoading={firstLoad}
      addresses={addresses}
      cities={cities.data?.cities ?? []}
      addressId={addressId}
      onSelectAddress={(id) => void chooseAddress(id)}
      onAddAddress={(values) => {
        setAddressError(undefined);
        void createAddress({ input: toAddressInput(values) }).then((outcome) => {
          if (!outcome.ok) {
            setAddressError(intl.formatMessage({ id: 'checkout.address.failed' }));
            return;
          }
          const added = toAddressView(outcome.value);
          void chooseAddress(added.id, [...addresses, added]);
        });
      }}
      isSavingAddress={creating.loading}
      addressError={addressError}
      shippingMethods={shippingMethods}
      shippingMethodId={cart.shippingMethodId}
      onSelectShippingMethod={(id) => {
        setPlaceError(undefined);
        void setMethod({ shippingMethodId: [id] }).then((outcome) => {
          if (!outcome.ok) setPlaceError(say(outcome));
        });
      }}
      paymentMethods={paymentMethods}
      paymentMethodCode={paymentCode}
      onSelectPaymentMethod={setPaymentCode}
      summary={{
        currencyCode: cart.currencyCode,
        lines: cart.lines.map((line) => ({
          id: line.id,
          name: line.name,
          variantName: line.variantName,
          imageUrl: line.imageUrl,
          quantity: line.quantity,
          linePriceWithTax: line.linePriceWithTax,
        })),
        subTotalWithTax: cart.subTotalWithTax,
        shippingWithTax: cart.shippingWithTax,
        discounts: cart.discounts,
        taxSummary: cart.taxSummary,
        totalWithTax: cart.totalWithTax,
      }}
      onPlaceOrder={() => void placeOrder()}
      isPlacingOrder={placing}
      placeOrderError={placeError}
    />
  );
}

export default function CheckoutContent({ locale, client }: { locale: Locale; client: unknown }) {
  return (
    <ShopClientProvider locale={locale} client={client as ShopClient}>
      <Checkout locale={locale} />
    </ShopClientProvider>
  );
}
