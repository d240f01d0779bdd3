import type { ShopIntl } from '@dar/i18n';
import { type ReactNode } from 'react';

import { LinkButton } from '../../../LinkButton';
import { Price } from '../../../Price';
import { Skeleton } from '../../../Skeleton';
import * as styles from './CartSummary.css';
import { usePartId } from '../../../partId';

/**
 * The cart's totals, excluding VAT (docs/product-spec.md §1: the cart shows prices without VAT, the order summary
 * with it), each labelled so; then the VAT and the total with it, so the cart's figures add up to
 * the price on the product page. commerce-hooks' `CartView` carries every field.
 */
export interface CartSummaryData {
  currencyCode: string;
  /** The lines' total, in minor units. */
  subTotal: number;
  /** Null (or absent) until a shipping method is chosen: "Calculated at checkout"; 0 is free. */
  shipping?: number | null;
  /** Coupon codes applied to the order. */
  couponCodes: readonly string[];
  /**
   * Of those, the codes whose offer does not apply yet (its conditions, such as a minimum order,
   * are not met): each is marked and explained.
   */
  pendingCouponCodes?: readonly string[];
  /** Promotional savings as a positive amount; nothing is shown for 0. */
  savings: number;
  total: number;
  /** The total with VAT: with it the summary adds a VAT line and the total the shopper pays. */
  totalWithTax?: number;
}

export interface CartSummaryProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  summary: CartSummaryData;
  /** The checkout page. */
  checkoutHref: string;
  /** The summary's heading level in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Hold checkout back while a change to the cart is still on its way. */
  isCheckoutDisabled?: boolean;
  /** Extra content under the totals (the coupon field). */
  children?: ReactNode;
}

function Row({
  label,
  children,
  emphasis = false,
}: {
  label: string;
  children: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <div className={emphasis ? `${styles.row} ${styles.total}` : styles.row}>
      <dt>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Subtotal, shipping, coupons, savings and total without VAT, the VAT, the total with it, and checkout. */
export function CartSummary({
  intl,
  summary,
  checkoutHref,
  headingLevel = 2,
  isCheckoutDisabled = false,
  children,
}: CartSummaryProps) {
  const headingId = usePartId('cartSummary');
  const Heading = `h${headingLevel}` as const;
  const { currencyCode } = summary;
  const t = (id: string) => intl.formatMessage({ id });
  const pending = summary.pendingCouponCodes ?? [];
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('cart.summary.title')}
      </Heading>
      <dl className={styles.list}>
        <Row label={t('cart.summary.subtotal')}>
          <Price intl={intl} amount={summary.subTotal} currencyCode={currencyCode} />
        </Row>
        <Row label={t('cart.summary.shipping')}>
          {summary.shipping === null || summary.shipping === undefined ? (
            t('cart.summary.shippingAtCheckout')
          ) : summary.shipping === 0 ? (
            t('cart.summary.shippingFree')
          ) : (
            <Price intl={intl} amount={summary.shipping} currencyCode={currencyCode} />
          )}
        </Row>
        {summary.couponCodes.length > 0 && (
          <Row label={t('cart.summary.coupons')}>
            <span className={styles.codes}>
              {summary.couponCodes.map((code) => (
                <bdi
                  key={code}
                  className={
                    pending.includes(code) ? `${styles.code} ${styles.codePending}` : styles.code
                  }
                >
                  {code}
                </bdi>
              ))}
            </span>
          </Row>
        )}
        {summary.savings > 0 && (
          <Row label={t('cart.summary.savings')}>
            <span className={styles.savings}>
              {intl.formatMessage(
                { id: 'cart.summary.savingsAmount' },
                {
                  amount: (
                    <Price
                      intl={intl}
                      key="amount"
                      amount={summary.savings}
                      currencyCode={currencyCode}
                    />
                  ),
                },
              )}
            </span>
          </Row>
        )}
        <Row label={t('cart.summary.total')} emphasis={summary.totalWithTax === undefined}>
          <Price intl={intl} amount={summary.total} currencyCode={currencyCode} />
        </Row>
        {summary.totalWithTax !== undefined && (
          <>
            <Row label={t('cart.summary.vat')}>
              <Price
                intl={intl}
                amount={summary.totalWithTax - summary.total}
                currencyCode={currencyCode}
              />
            </Row>
            <Row label={t('cart.summary.totalWithVat')} emphasis>
              <Price
                intl={intl}
                amount={summary.totalWithTax}
                currencyCode={currencyCode}
                vat="included"
              />
            </Row>
          </>
        )}
      </dl>
      {pending.map((code) => (
        <p key={code} className={styles.pending}>
          {intl.formatMessage(
            { id: 'cart.summary.couponPending' },
            { code: <bdi key="code">{code}</bdi> },
          )}
        </p>
      ))}
      <p className={styles.note}>{t('cart.summary.vatNote')}</p>
      {children}
      <LinkButton
        href={checkoutHref}
        variant="primary"
        size="lg"
        fullWidth
        isDisabled={isCheckoutDisabled}
      >
        {t('cart.summary.checkout')}
      </LinkButton>
    </section>
  );
}

/** The summary while the cart loads, in the same place and size. */
export function CartSummarySkeleton({
  intl,
  headingLevel = 2,
}: {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.root}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'cart.summary.title' })}
    >
      <Heading className={styles.title}>{intl.formatMessage({ id: 'cart.summary.title' })}</Heading>
      <Skeleton lines={4} />
      <Skeleton shape="control" />
    </section>
  );
}
