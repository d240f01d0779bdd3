import type { ShopIntl } from '@dar/i18n';

import { InlineAlert } from '../../../InlineAlert';

export interface PaymentRedirectNoticeProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The provider whose page the shopper pays on ("valU", "Card"). */
  provider: string;
}

/** Said before a hosted payment: the shopper will pay on the provider's secure page and come back. */
export function PaymentRedirectNotice({ intl, provider }: PaymentRedirectNoticeProps) {
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
