'use client';

import { useIntl } from '@dar/i18n/react';

import { InlineAlert } from '../../../InlineAlert';

export interface PaymentRedirectNoticeProps {
  /** The provider whose page the shopper pays on ("valU", "Card"). */
  provider: string;
}

/** Said before a hosted payment: the shopper will pay on the provider's secure page and come back. */
export function PaymentRedirectNotice({ provider }: PaymentRedirectNoticeProps) {
  const intl = useIntl();
  return (
    <InlineAlert
      intl={intl}
      tone="info"
      title={intl.formatMessage({ id: 'checkout.payment.redirect.title' })}
    >
      {intl.formatMessage({ id: 'checkout.payment.redirect.body' }, { provider })}
    </InlineAlert>
  );
}
