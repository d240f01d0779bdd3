'use client';

import { useIntl } from '@dar/i18n/react';
import { useCallback } from 'react';

/**
 * A payment method's name in the page's language, from its code (`account.paymentMethod.*`); a
 * method the catalogue does not name (a new provider) shows its code.
 */
export function usePaymentMethodName(): (method: string) => string {
  const intl = useIntl();
  return useCallback(
    (method: string) => {
      const id = `account.paymentMethod.${method}`;
      return id in intl.messages ? intl.formatMessage({ id }) : method;
    },
    [intl],
  );
}
