import { formatNumber, localDigits, toLocale, type ShopIntl } from '@dar/i18n';

import { Button } from '../../../Button';
import { InlineAlert } from '../../../InlineAlert';
import { Price } from '../../../Price';
import { Skeleton } from '../../../Skeleton';
import type { OrderSummaryView } from './summary';
import * as styles from './OrderSummary.css';
import { usePartId } from '../../../partId';

export interface OrderSummaryProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  summary: OrderSummaryView;
  /** The order is loading: the summary's outline, busy. */
  isLoading?: boolean;
  /** Shows the place-order button when given. */
  onPlaceOrder?: () => void;
  /**
   * Address, shipping and payment method are chosen; until then the button is disabled and says
   * what is missing.
   */
  canPlaceOrder?: boolean;
  /** The order is being placed: the button waits and cannot be pressed twice. */
  isPlacingOrder?: boolean;
  /** Why placing the order failed, in the shop's language; shown above the button. */
  error?: string;
  /** The title's level in the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * The order summary including VAT (docs/product-spec.md §1): the lines, subtotal, shipping, discounts, the tax
 * summary (description, rate, taxable amount, tax) and the total with tax, then the place-order
 * button.
 */
export function OrderSummary({
  intl,
  summary,
  isLoading = false,
  onPlaceOrder,
  canPlaceOrder = true,
  isPlacingOrder = false,
  error,
  headingLevel = 2,
}: OrderSummaryProps) {
  const locale = toLocale(intl.locale);
  const titleId = usePartId('summary');
  const hintId = usePartId('summary');
  const Title = `h${headingLevel}` as const;
  const money = (amount: number) => (
    <Price intl={intl} amount={amount} currencyCode={summary.currencyCode} />
  );
  const title = (
    <Title id={titleId} className={styles.title}>
      {intl.formatMessage({ id: 'checkout.summary.title' })}
    </Title>
  );

  if (isLoading) {
    return (
      <section
        className={styles.root}
        aria-labelledby={titleId}
        aria-busy="true"
        aria-describedby={hintId}
      >
        {title}
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage({ id: 'checkout.summary.loading' })}
        </p>
        <div className={styles.lines}>
          {[0, 1].map((index) => (
            <div key={index} className={styles.line}>
              <span className={styles.thumbnail} aria-hidden="true" />
              <span className={styles.lineText}>
                <Skeleton lines={2} />
              </span>
            </div>
          ))}
        </div>
        <div className={styles.amounts}>
          <Skeleton lines={4} />
        </div>
      </section>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {title}
      <ul
        className={styles.lines}
        aria-label={intl.formatMessage({ id: 'checkout.summary.lines' })}
      >
        {summary.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {line.imageUrl ? (
              <img className={styles.thumbnail} src={line.imageUrl} alt="" />
            ) : (
              <span className={styles.thumbnail} aria-hidden="true" />
            )}
            <span className={styles.lineText}>
              <span className={styles.lineName}>{localDigits(line.name, intl.locale)}</span>
              {line.variantName !== '' && line.variantName !== line.name && (
                <span className={styles.lineMeta}>
                  {localDigits(line.variantName, intl.locale)}
                </span>
              )}
              <span className={styles.lineMeta}>
                {intl.formatMessage(
                  { id: 'checkout.summary.quantity' },
                  { quantity: formatNumber(line.quantity, locale) },
                )}
              </span>
            </span>
            {money(line.linePriceWithTax)}
          </li>
        ))}
      </ul>

      <dl className={styles.amounts}>
        <div className={styles.row}>
          <dt className={styles.term}>{intl.formatMessage({ id: 'checkout.summary.subtotal' })}</dt>
          <dd className={styles.value}>{money(summary.subTotalWithTax)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{intl.formatMessage({ id: 'checkout.summary.shipping' })}</dt>
          <dd className={styles.value}>
            {summary.shippingWithTax === null ? (
              <span className={styles.muted}>
                {intl.formatMessage({ id: 'checkout.summary.shippingLater' })}
              </span>
            ) : summary.shippingWithTax === 0 ? (
              intl.formatMessage({ id: 'checkout.shipping.free' })
            ) : (
              money(summary.shippingWithTax)
            )}
          </dd>
        </div>
        {summary.discounts.map((discount, index) => (
          <div key={index} className={styles.row}>
            <dt className={styles.term}>
              {discount.description || intl.formatMessage({ id: 'checkout.summary.discount' })}
            </dt>
            <dd className={styles.value}>{money(discount.amountWithTax)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{intl.formatMessage({ id: 'checkout.summary.total' })}</dt>
          <dd className={styles.value}>{money(summary.totalWithTax)}</dd>
        </div>
      </dl>

      {summary.taxSummary.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>
            {intl.formatMessage({ id: 'checkout.summary.tax' })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {intl.formatMessage({ id: 'checkout.summary.tax.description' })}
              </th>
              <th scope="col" className={styles.headCell}>
                {intl.formatMessage({ id: 'checkout.summary.tax.rate' })}
              </th>
              <th scope="col" className={styles.headCell}>
                {intl.formatMessage({ id: 'checkout.summary.tax.base' })}
              </th>
              <th scope="col" className={styles.headCell}>
                {intl.formatMessage({ id: 'checkout.summary.tax.total' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.taxSummary.map((row, index) => (
              <tr key={index}>
                <th scope="row" className={styles.cell}>
                  {row.description}
                </th>
                <td className={styles.cell}>
                  {formatNumber(row.taxRate / 100, locale, {
                    style: 'percent',
                    maximumFractionDigits: 2,
                  })}
                </td>
                <td className={styles.cell}>{money(row.taxBase)}</td>
                <td className={styles.cell}>{money(row.taxTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {error !== undefined && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {error}
        </InlineAlert>
      )}
      {onPlaceOrder && (
        <>
          <Button
            variant="primary"
            size="lg"
            fullWidth
            onPress={onPlaceOrder}
            isDisabled={!canPlaceOrder}
            isPending={isPlacingOrder}
            pendingLabel={intl.formatMessage({ id: 'checkout.summary.placing' })}
            aria-describedby={canPlaceOrder ? undefined : hintId}
          >
            {intl.formatMessage({ id: 'checkout.summary.placeOrder' })}
          </Button>
          {!canPlaceOrder && (
            <p id={hintId} className={styles.hint}>
              {intl.formatMessage({ id: 'checkout.summary.incomplete' })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
