import type { ShopIntl } from '@dar/i18n';

import { InlineAlert } from '../../../InlineAlert';
import { Price } from '../../../Price';
import { RadioCard, RadioGroup } from '../../../RadioGroup';
import type { ShippingMethodView } from './methods';

export interface ShippingMethodPickerProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  methods: readonly ShippingMethodView[];
  /** The chosen method's id. */
  value: string | null;
  onChange: (id: string) => void;
  isDisabled?: boolean;
}

/** The shipping methods as radio cards: name, description and price with tax ("Free" at 0). */
export function ShippingMethodPicker({
  intl,
  methods,
  value,
  onChange,
  isDisabled,
}: ShippingMethodPickerProps) {
  if (methods.length === 0) {
    return (
      <InlineAlert intl={intl} tone="warning">
        {intl.formatMessage({ id: 'checkout.shipping.noMethods' })}
      </InlineAlert>
    );
  }
  return (
    <RadioGroup
      label={intl.formatMessage({ id: 'checkout.shipping.methods' })}
      name="shippingMethod"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
    >
      {methods.map((method) => (
        <RadioCard
          key={method.id}
          value={method.id}
          title={method.name}
          description={method.description || undefined}
          price={
            method.priceWithTax === 0 ? (
              intl.formatMessage({ id: 'checkout.shipping.free' })
            ) : (
              <Price intl={intl} amount={method.priceWithTax} currencyCode={method.currencyCode} />
            )
          }
        />
      ))}
    </RadioGroup>
  );
}
