import type { ShopIntl } from '@dar/i18n';

import { Link } from '../../../Link';
import { LinkButton } from '../../../LinkButton';
import * as styles from './PaymentResult.css';
import { usePartId } from '../../../partId';

interface PaymentResultBase {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The order's code ("DAR-1042"), shown so the shopper can quote it. */
  orderCode: string;
  /** The order's tracking page. */
  orderTrackingHref: string;
  /** The heading level in the page outline; the result page's own title by default. */
  titleLevel?: 1 | 2;
}

export interface PaymentSuccessProps extends PaymentResultBase {
  outcome: 'success';
  /** Where "Continue shopping" goes. */
  continueShoppingHref: string;
}

export interface PaymentFailureProps extends PaymentResultBase {
  outcome: 'failure';
  /**
   * Try again: back to the checkout to choose another payment method. A link, so it works from
   * the first paint, before the page's script has run.
   */
  tryAgainHref: string;
  /** Contact the shop: the customer-service page or its phone (`tel:16358`). */
  contactHref: string;
}

export type PaymentResultProps = PaymentSuccessProps | PaymentFailureProps;

const Mark = ({ outcome }: { outcome: 'success' | 'failure' }) => (
  <svg
    className={`${styles.mark} ${styles.markTone[outcome]}`}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    {outcome === 'success' ? <path d="M8 12.5l2.5 2.5 5.5-6" /> : <path d="M9 9l6 6M15 9l-6 6" />}
  </svg>
);

/**
 * Where the payment redirect lands (docs/product-spec.md §4): success (the order is placed, the shop calls to
 * confirm it) or failure (the spec's wording, try again or contact us); both give the order
 * number and its tracking link.
 */
export function PaymentResult(props: PaymentResultProps) {
  const { intl, outcome, orderCode, orderTrackingHref, titleLevel = 1 } = props;
  const titleId = usePartId('payment');
  const Title = `h${titleLevel}` as const;
  const success = outcome === 'success';
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Mark outcome={outcome} />
      <Title id={titleId} className={styles.title}>
        {intl.formatMessage({
          id: success ? 'cart.payment.successTitle' : 'cart.payment.failedTitle',
        })}
      </Title>
      <p className={styles.message}>
        {intl.formatMessage({ id: success ? 'cart.payment.successMessage' : 'shopError.payment' })}
      </p>
      <p className={styles.code}>
        {intl.formatMessage(
          { id: 'cart.payment.orderCode' },
          { code: <bdi key="code">{orderCode}</bdi> },
        )}
      </p>
      <div className={styles.actions}>
        {props.outcome === 'success' ? (
          <>
            <LinkButton href={orderTrackingHref} variant="primary">
              {intl.formatMessage({ id: 'cart.payment.track' })}
            </LinkButton>
            <LinkButton href={props.continueShoppingHref} variant="secondary">
              {intl.formatMessage({ id: 'cart.continueShopping' })}
            </LinkButton>
          </>
        ) : (
          <>
            <LinkButton href={props.tryAgainHref} variant="primary">
              {intl.formatMessage({ id: 'cart.retry' })}
            </LinkButton>
            <LinkButton href={props.contactHref} variant="secondary">
              {intl.formatMessage({ id: 'cart.payment.contact' })}
            </LinkButton>
          </>
        )}
      </div>
      {!success && (
        <Link href={orderTrackingHref} variant="standalone">
          {intl.formatMessage({ id: 'cart.payment.track' })}
        </Link>
      )}
    </section>
  );
}
