import { localDigits, type ShopIntl } from '@dar/i18n';

import { Badge, type BadgeProps } from '../../../Badge';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { Link } from '../../../Link';
import { Price } from '../../../Price';
import { Skeleton } from '../../../Skeleton';
import { VisuallyHidden } from '../../../VisuallyHidden';
import * as shared from '../account.css';
import { CancelOrderDialog, type CancelOrderDialogProps } from '../CancelOrderDialog';
import { formatOrderDate } from '../format';
import { OrderStateBadge } from '../OrderStateBadge';
import { OrderTimeline } from '../OrderTimeline';
import { isCancellable, type OrderDetailsView, type PaymentStateCode } from '../orders';
import * as styles from './OrderDetails.css';

/** The cancellation's wiring; without it no cancel button is shown. */
export type OrderCancellation = Omit<CancelOrderDialogProps, 'orderCode' | 'trigger'>;

export interface OrderDetailsProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** Null while loading or after an error. */
  order: OrderDetailsView | null;
  loading?: boolean;
  /** The order could not be read: already translated text. */
  error?: string | null;
  /** Offered while the order may still be cancelled (before shipping). */
  cancellation?: OrderCancellation;
  /**
   * The order's title level: 1 on the order's page, 3 in the order overlay (under its title);
   * the parts (lines, address, payment…) go one level under it.
   */
  titleLevel?: 1 | 3;
}

const paymentTone: Record<PaymentStateCode, BadgeProps['tone']> = {
  Created: 'warning',
  Authorized: 'info',
  Settled: 'success',
  Declined: 'danger',
  Error: 'danger',
  Cancelled: 'neutral',
};

/**
 * One order (`/profile/orders/{code}`): its state and timeline, lines, shipping address, payment,
 * totals with the VAT it includes, delivery days, the reason when it was cancelled and, while it
 * has not shipped, the way to cancel it.
 */
export function OrderDetails({
  intl,
  order,
  loading = false,
  error = null,
  cancellation,
  titleLevel = 1,
}: OrderDetailsProps) {
  const partLevel = titleLevel === 1 ? 2 : 4;
  const formatDate = (iso: string) => formatOrderDate(intl, iso);
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  if (loading || (!order && !error)) return <OrderDetailsSkeleton intl={intl} />;
  if (!order) {
    return (
      <InlineAlert intl={intl} tone="danger" isLive>
        {error}
      </InlineAlert>
    );
  }
  const money = (amount: number) => (
    <Price intl={intl} amount={amount} currencyCode={order.currencyCode} />
  );
  const code = <span className={styles.code}>{order.code}</span>;

  return (
    <article className={shared.section}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading level={titleLevel} size="lg">
            {intl.formatMessage({ id: 'account.order.code' }, { code })}
          </Heading>
          {order.placedAt !== null && (
            <p className={shared.muted}>
              {say('account.order.placedOn', { date: formatDate(order.placedAt) })}
            </p>
          )}
          <OrderStateBadge intl={intl} state={order.state} />
        </div>
        {cancellation && isCancellable(order.state) && (
          <CancelOrderDialog {...cancellation} orderCode={order.code} />
        )}
      </header>

      {order.state === 'CANCELLED' && order.cancellationReason !== null && (
        <InlineAlert intl={intl} tone="warning" title={say('account.details.cancellationReason')}>
          {say(`account.cancel.reason.${order.cancellationReason}`)}
        </InlineAlert>
      )}

      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderTimeline intl={intl} state={order.state} history={order.timeline} />
          <section className={shared.panel}>
            <Heading level={partLevel} size="sm">
              {say('account.details.items')}
            </Heading>
            <ul className={shared.plainList}>
              {order.lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  {line.imageUrl ? (
                    <img className={styles.image} src={line.imageUrl} alt="" />
                  ) : (
                    <span className={styles.image} aria-hidden="true" />
                  )}
                  <span className={styles.lineText}>
                    {line.href ? (
                      <Link href={line.href} variant="standalone">
                        {localDigits(line.name, intl.locale)}
                      </Link>
                    ) : (
                      <span className={styles.lineName}>{localDigits(line.name, intl.locale)}</span>
                    )}
                    {line.variantName && (
                      <span className={styles.small}>
                        {localDigits(line.variantName, intl.locale)}
                      </span>
                    )}
                    <span className={styles.small}>
                      {say('account.details.quantity', {
                        count: intl.formatNumber(line.quantity),
                      })}
                      {line.quantity > 1 && (
                        <>
                          {' · '}
                          {intl.formatMessage(
                            { id: 'account.details.unitPrice' },
                            { price: money(line.unitPriceWithTax) },
                          )}
                        </>
                      )}
                    </span>
                  </span>
                  {money(line.linePriceWithTax)}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.column}>
          <section className={shared.panel}>
            <Heading level={partLevel} size="sm">
              {say('account.details.summary')}
            </Heading>
            <dl className={styles.totals}>
              <div className={styles.totalRow}>
                <dt>{say('account.details.subtotal')}</dt>
                <dd className={shared.value}>{money(order.subTotalWithTax)}</dd>
              </div>
              <div className={styles.totalRow}>
                <dt>{say('account.details.shipping')}</dt>
                <dd className={shared.value}>
                  {order.shippingWithTax === 0
                    ? say('account.details.freeShipping')
                    : money(order.shippingWithTax)}
                </dd>
              </div>
              {order.discountWithTax > 0 && (
                <div className={styles.totalRow}>
                  <dt>{say('account.details.discount')}</dt>
                  <dd className={shared.value}>
                    <span aria-hidden="true">−</span>
                    {money(order.discountWithTax)}
                  </dd>
                </div>
              )}
              <div className={`${styles.totalRow} ${styles.grandTotal}`}>
                <dt>{say('account.details.totalWithTax')}</dt>
                <dd className={shared.value}>{money(order.totalWithTax)}</dd>
              </div>
              {order.taxSummary.map((tax) => (
                <div key={tax.label} className={`${styles.totalRow} ${styles.small}`}>
                  <dt>{say('account.details.taxIncluded', { label: tax.label })}</dt>
                  <dd className={shared.muted}>{money(tax.taxTotal)}</dd>
                </div>
              ))}
            </dl>
            {order.deliveryDays !== null && (
              <p className={shared.muted}>
                {say('account.details.deliveryDays', { days: order.deliveryDays })}
              </p>
            )}
          </section>

          {order.shippingAddress && (
            <section className={shared.panel}>
              <Heading level={partLevel} size="sm">
                {say('account.details.shippingAddress')}
              </Heading>
              <address className={styles.address}>
                <span className={shared.value}>{order.shippingAddress.fullName}</span>
                <span>{order.shippingAddress.streetLine1}</span>
                <span>
                  {/* A governorate named as its city ("الجيزة") is said once. */}
                  {[
                    ...new Set([
                      order.shippingAddress.area,
                      order.shippingAddress.city,
                      order.shippingAddress.province,
                    ]),
                  ]
                    .filter((part): part is string => Boolean(part))
                    .map((part) => localDigits(part, intl.locale))
                    .join(intl.locale.startsWith('ar') ? '، ' : ', ')}
                </span>
                {order.shippingAddress.phoneNumber && (
                  <span className={styles.phone}>{order.shippingAddress.phoneNumber}</span>
                )}
              </address>
            </section>
          )}

          <section className={shared.panel}>
            <Heading level={partLevel} size="sm">
              {say('account.details.payment')}
            </Heading>
            {order.payments.length === 0 ? (
              <p className={shared.muted}>{say('account.details.noPayment')}</p>
            ) : (
              <ul className={shared.plainList}>
                {order.payments.map((payment) => (
                  <li key={payment.id} className={styles.payment}>
                    <span className={shared.value}>{payment.methodName}</span>
                    <Badge tone={paymentTone[payment.state]}>
                      {say(`account.details.paymentState.${payment.state}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

export interface OrderDetailsSkeletonProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
}

/** The details page's shape while the order loads. */
export function OrderDetailsSkeleton({ intl }: OrderDetailsSkeletonProps) {
  return (
    <div className={shared.section} aria-busy="true">
      <VisuallyHidden>{intl.formatMessage({ id: 'account.details.loading' })}</VisuallyHidden>
      <div className={styles.titleBlock} aria-hidden="true">
        <Skeleton lines={2} />
      </div>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.column}>
          <div className={shared.panel}>
            <Skeleton lines={6} />
          </div>
          <div className={shared.panel}>
            <Skeleton lines={4} />
          </div>
        </div>
        <div className={styles.column}>
          <div className={shared.panel}>
            <Skeleton lines={5} />
          </div>
          <div className={shared.panel}>
            <Skeleton lines={3} />
          </div>
        </div>
      </div>
    </div>
  );
}
