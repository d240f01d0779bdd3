import type { ShopIntl } from '@dar/i18n';

import { InlineAlert } from '../../../InlineAlert';
import { RadioCard, RadioGroup } from '../../../RadioGroup';
import { type PaymentMethodView, paymentUnavailableReason } from './methods';
import * as styles from './CheckoutSteps.css';

export interface PaymentMethodPickerProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  methods: readonly PaymentMethodView[];
  /** The chosen method's code. */
  value: string | null;
  onChange: (code: string) => void;
  isDisabled?: boolean;
}

/** A drawn stand-in for a method without a logo: a card for hosted methods, a note for cash. */
function MethodIcon({ hosted }: { hosted: boolean }) {
  return (
    <svg
      className={styles.logoIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {hosted ? (
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 15h3" />
        </>
      ) : (
        <>
          <rect x="2.5" y="6.5" width="19" height="11" rx="1.5" />
          <circle cx="12" cy="12" r="2.5" />
          <path d="M6 9.5v.01M18 14.5v.01" />
        </>
      )}
    </svg>
  );
}

/**
 * The payment methods as radio cards: cash on delivery, cards and the instalment providers, each
 * with its logo. A method the order does not qualify for is disabled and says why.
 */
export function PaymentMethodPicker({
  intl,
  methods,
  value,
  onChange,
  isDisabled,
}: PaymentMethodPickerProps) {
  if (methods.length === 0) {
    return (
      <InlineAlert intl={intl} tone="warning">
        {intl.formatMessage({ id: 'checkout.payment.noMethods' })}
      </InlineAlert>
    );
  }
  const fallback = intl.formatMessage({ id: 'checkout.payment.unavailable' });
  return (
    <RadioGroup
      label={intl.formatMessage({ id: 'checkout.payment.methods' })}
      name="paymentMethod"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    >
      {methods.map((method) => (
        <RadioCard
          key={method.code}
          value={method.code}
          title={method.name}
          description={method.description || undefined}
          disabledReason={paymentUnavailableReason(method, fallback)}
          logo={
            method.logoUrl ? (
              <img className={styles.logo} src={method.logoUrl} alt="" />
            ) : (
              <MethodIcon hosted={method.hosted} />
            )
          }
        />
      ))}
    </RadioGroup>
  );
}
