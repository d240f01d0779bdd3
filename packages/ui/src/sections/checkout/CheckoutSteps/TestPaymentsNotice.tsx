import type { ShopIntl } from '@dar/i18n';

import { InlineAlert } from '../../../InlineAlert';

/** The payment sandbox's card that succeeds (apps/commerce, sandbox-page.ts `TEST_CARDS`). */
export const SANDBOX_SUCCESS_CARD = '4987 6543 2109 8769';

export interface TestPaymentsNoticeProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
}

/**
 * Said when the hosted methods pay on the payment sandbox (development, tests, the local trial of
 * `npm start`): no money is taken, and a test card pays.
 */
export function TestPaymentsNotice({ intl }: TestPaymentsNoticeProps) {
  return (
    <InlineAlert
      intl={intl}
      tone="warning"
      title={intl.formatMessage({ id: 'checkout.payment.test.title' })}
    >
      {intl.formatMessage(
        { id: 'checkout.payment.test.body' },
        // Isolated left to right, so the digits keep their order in an Arabic sentence.
        { card: `\u2066${SANDBOX_SUCCESS_CARD}\u2069` },
      )}
    </InlineAlert>
  );
}
