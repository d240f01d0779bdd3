import type { ShopIntl } from '@dar/i18n';

import { InlineAlert } from '../../../InlineAlert';

export interface PaymentRedirectNoticeProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /**
   * The chosen method's name ("valU", "Card"), named beside "the secure payment page": a method
   * name is not always a company's ("Card's secure page").
   */
  provider: string;
}

/** Said before a hosted payment: the shopper will pay on the secure payment page and come back. */
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
