import type { ShopIntl } from '@dar/i18n';
import type { ReactNode } from 'react';

import * as styles from './Footer.css';

/** The ways to pay the spec names (docs/product-spec.md §9); the instalment providers beyond Forsa and Sympol come in props. */
export type PaymentMark = 'cod' | 'visa' | 'mastercard' | 'meeza' | 'forsa' | 'sympol';

export const PAYMENT_MARKS: readonly PaymentMark[] = [
  'cod',
  'visa',
  'mastercard',
  'meeza',
  'forsa',
  'sympol',
];

export interface PaymentLogosProps {
  /** The page's messages (`getIntl(locale)` on the server, `useIntl()` in a client component). */
  intl: ShopIntl;
  /** Which marks to show, in order; all of them by default. */
  marks?: readonly PaymentMark[];
  /** Further instalment providers by name ("valU"), shown as word marks after the others. */
  instalmentProviders?: readonly string[];
}

// Brand marks are drawn inline (no image requests) and keep their own colours, which is why they
// are literal here rather than theme tokens; each colour meets 4.5:1 on the badge's white.
const wordmark = (text: string, colour: string, italic = false) => (
  <span
    className={styles.wordmark}
    style={{ color: colour, fontStyle: italic ? 'italic' : 'normal' }}
  >
    {text}
  </span>
);

const visuals: Record<PaymentMark, ReactNode> = {
  cod: (
    <svg className={styles.markSvg} viewBox="0 0 36 24" aria-hidden="true" focusable="false">
      <rect x="2" y="5" width="32" height="14" rx="2" fill="#2f6b3a" />
      <circle cx="18" cy="12" r="4" fill="#ffffff" />
      <circle cx="18" cy="12" r="2" fill="#2f6b3a" />
    </svg>
  ),
  visa: wordmark('VISA', '#1a1f71', true),
  mastercard: (
    <svg className={styles.markSvg} viewBox="0 0 36 24" aria-hidden="true" focusable="false">
      <circle cx="14" cy="12" r="8" fill="#eb001b" />
      <circle cx="22" cy="12" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  ),
  meeza: wordmark('meeza', '#0b5a36'),
  forsa: wordmark('forsa', '#5b2c83'),
  sympol: wordmark('sympol', '#004d73'),
};

/**
 * The ways to pay (docs/product-spec.md §9): cash on delivery, cards (Visa, Mastercard, Meeza) and instalments
 * (Forsa, Sympol and others). Each badge is one image to assistive technology, named in the shop's
 * language ("Cash on delivery", "Forsa instalments").
 */
export function PaymentLogos({
  intl,
  marks = PAYMENT_MARKS,
  instalmentProviders = [],
}: PaymentLogosProps) {
  return (
    <ul className={styles.payments} aria-label={intl.formatMessage({ id: 'shell.payment.label' })}>
      {marks.map((mark) => (
        <li key={mark}>
          <span
            role="img"
            className={styles.paymentBadge}
            aria-label={intl.formatMessage({ id: `shell.payment.${mark}` })}
          >
            {visuals[mark]}
          </span>
        </li>
      ))}
      {instalmentProviders.map((provider) => (
        <li key={provider}>
          <span
            role="img"
            className={styles.paymentBadge}
            aria-label={intl.formatMessage({ id: 'shell.payment.instalments' }, { provider })}
          >
            {wordmark(provider, '#1f2937')}
          </span>
        </li>
      ))}
    </ul>
  );
}
