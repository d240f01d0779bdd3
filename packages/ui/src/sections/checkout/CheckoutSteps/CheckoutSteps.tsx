'use client';

import type { MessageKey } from '@dar/i18n';
import { formatNumber } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { Button } from '../../../Button';
import { useShopLocale } from '../../../locale';
import { RadioGroup } from '../../../RadioGroup';
import { Skeleton } from '../../../Skeleton';
import { AddressForm } from '../AddressForm/AddressForm';
import { AddressCard } from '../AddressCard/AddressCard';
import type { AddressFormValues, AddressView, CityOption } from '../AddressCard/address';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import type { OrderSummaryView } from '../OrderSummary/summary';
import { canPlaceOrder, type PaymentMethodView, type ShippingMethodView } from './methods';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PaymentRedirectNotice } from './PaymentRedirectNotice';
import { ShippingMethodPicker } from './ShippingMethodPicker';
import { TestPaymentsNotice } from './TestPaymentsNotice';
import * as styles from './CheckoutSteps.css';

export interface CheckoutStepsProps {
  /** The shopper's saved addresses. */
  addresses: readonly AddressView[];
  /** The cities the shop delivers to, for a new address. */
  cities: readonly CityOption[];
  /** The chosen address, controlled; leave undefined and use `defaultAddressId` to let the steps keep it. */
  addressId?: string | null;
  defaultAddressId?: string | null;
  /** The shopper chose where to deliver (`setOrderShippingAddress`). */
  onSelectAddress: (id: string) => void;
  /** The shopper saved a new address from the form. */
  onAddAddress: (values: AddressFormValues) => void;
  /** The new address is being saved. */
  isSavingAddress?: boolean;
  /** Saving the new address failed ("Sorry, Something went wrong"), in the shop's language. */
  addressError?: string;
  /** The methods for the chosen address (`eligibleShippingMethods`). */
  shippingMethods: readonly ShippingMethodView[];
  shippingMethodId?: string | null;
  defaultShippingMethodId?: string | null;
  onSelectShippingMethod: (id: string) => void;
  /** `eligiblePaymentMethods`, eligible or not. */
  paymentMethods: readonly PaymentMethodView[];
  /** The chosen payment method's code. */
  paymentMethodCode?: string | null;
  defaultPaymentMethodCode?: string | null;
  onSelectPaymentMethod: (code: string) => void;
  summary: OrderSummaryView;
  onPlaceOrder: () => void;
  isPlacingOrder?: boolean;
  /** Placing the order failed, in the shop's language (e.g. the payment failure of docs/product-spec.md §8). */
  placeOrderError?: string;
  /** The checkout's data is loading: its outline, busy. */
  isLoading?: boolean;
}

/** A value the parent may control; otherwise kept here, starting from its default. */
function useChoice<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: (next: NonNullable<T>) => void,
) {
  const [own, setOwn] = useState<T>(defaultValue);
  const current = value !== undefined ? value : own;
  const choose = (next: NonNullable<T>) => {
    setOwn(next);
    onChange(next);
  };
  return [current, choose] as const;
}

function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: MessageKey;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { locale } = useShopLocale();
  const id = useId();
  return (
    <li>
      <section className={styles.step} aria-labelledby={id}>
        <h2 id={id} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            {formatNumber(number, locale)}
          </span>
          <span>{intl.formatMessage({ id: title })}</span>
        </h2>
        {children}
      </section>
    </li>
  );
}

/**
 * The checkout page's steps: (1) where to deliver — a saved address or a new one; (2) the shipping
 * method; (3) the payment method, with a notice before a hosted payment page; and beside them the
 * order summary with VAT and the place-order button.
 */
export function CheckoutSteps({
  addresses,
  cities,
  addressId: addressIdProp,
  defaultAddressId = null,
  onSelectAddress,
  onAddAddress,
  isSavingAddress = false,
  addressError,
  shippingMethods,
  shippingMethodId: shippingMethodIdProp,
  defaultShippingMethodId = null,
  onSelectShippingMethod,
  paymentMethods,
  paymentMethodCode: paymentMethodCodeProp,
  defaultPaymentMethodCode = null,
  onSelectPaymentMethod,
  summary,
  onPlaceOrder,
  isPlacingOrder = false,
  placeOrderError,
  isLoading = false,
}: CheckoutStepsProps) {
  const intl = useIntl();
  const [addressId, chooseAddress] = useChoice(addressIdProp, defaultAddressId, onSelectAddress);
  const [shippingMethodId, chooseShipping] = useChoice(
    shippingMethodIdProp,
    defaultShippingMethodId,
    onSelectShippingMethod,
  );
  const [paymentCode, choosePayment] = useChoice(
    paymentMethodCodeProp,
    defaultPaymentMethodCode,
    onSelectPaymentMethod,
  );
  const [addingAddress, setAddingAddress] = useState(false);

  // A saved address appearing in the list means the new one was stored: the form has done its job.
  const addressCount = useRef(addresses.length);
  useEffect(() => {
    if (addresses.length > addressCount.current) setAddingAddress(false);
    addressCount.current = addresses.length;
  }, [addresses.length]);

  if (isLoading) {
    return (
      <div
        className={styles.layout}
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'checkout.steps.loading' })}
        role="region"
      >
        <div className={styles.steps}>
          {[2, 2, 3].map((cards, step) => (
            <div key={step} className={styles.step}>
              <Skeleton lines={1} />
              {Array.from({ length: cards }, (_, card) => (
                <div key={card} className={styles.skeletonCard}>
                  <Skeleton lines={2} />
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className={styles.summary}>
          <OrderSummary intl={intl} summary={summary} isLoading />
        </div>
      </div>
    );
  }

  const payment = paymentMethods.find((method) => method.code === paymentCode);
  const showForm = addresses.length === 0 || addingAddress;

  return (
    <div className={styles.layout}>
      <ol className={styles.steps} aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}>
        <Step number={1} title="checkout.step.shipping">
          {addresses.length > 0 && (
            <RadioGroup
              label={intl.formatMessage({ id: 'checkout.shipping.deliverTo' })}
              name="shippingAddress"
              value={addressId}
              onChange={chooseAddress}
            >
              {addresses.map((address) => (
                <AddressCard intl={intl} key={address.id} address={address} variant="selectable" />
              ))}
            </RadioGroup>
          )}
          {addresses.length === 0 && (
            <p className={styles.hint}>
              {intl.formatMessage({ id: 'checkout.shipping.noAddresses' })}
            </p>
          )}
          {showForm ? (
            <div className={styles.formPanel}>
              <AddressForm
                cities={cities}
                onSubmit={onAddAddress}
                onCancel={addresses.length > 0 ? () => setAddingAddress(false) : undefined}
                isPending={isSavingAddress}
                error={addressError}
              />
            </div>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setAddingAddress(true)}>
                {intl.formatMessage({ id: 'checkout.shipping.addAddress' })}
              </Button>
            </div>
          )}
        </Step>

        <Step number={2} title="checkout.step.shippingMethod">
          {addressId === null ? (
            <p className={styles.hint}>
              {intl.formatMessage({ id: 'checkout.shipping.chooseAddressFirst' })}
            </p>
          ) : (
            <ShippingMethodPicker
              intl={intl}
              methods={shippingMethods}
              value={shippingMethodId}
              onChange={chooseShipping}
            />
          )}
        </Step>

        <Step number={3} title="checkout.step.payment">
          {paymentMethods.some((method) => method.hosted && method.testMode) && (
            <TestPaymentsNotice intl={intl} />
          )}
          <PaymentMethodPicker
            intl={intl}
            methods={paymentMethods}
            value={paymentCode}
            onChange={choosePayment}
          />
          {payment?.hosted && payment.isEligible && (
            <PaymentRedirectNotice intl={intl} provider={payment.name} />
          )}
        </Step>
      </ol>

      <div className={styles.summary}>
        <OrderSummary
          intl={intl}
          summary={summary}
          onPlaceOrder={onPlaceOrder}
          canPlaceOrder={canPlaceOrder({
            addressId,
            shippingMethodId,
            paymentMethod: payment,
            shippingMethods,
          })}
          isPlacingOrder={isPlacingOrder}
          error={placeOrderError}
        />
      </div>
    </div>
  );
}
