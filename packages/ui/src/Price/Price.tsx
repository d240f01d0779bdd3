import { formatMoney, formatNumber, toLocale, type ShopIntl } from '@dar/i18n';
import { discountPercent } from './discount';
import * as styles from './Price.css';

export interface PriceProps {
  /**
   * The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. A
   * price renders on the server and ships no JS; its language is the intl object's.
   */
  intl: ShopIntl;
  /** In minor units (piasters): 129950 is 1,299.50. */
  amount: number;
  currencyCode: string;
  /** The "was" price, in minor units; shown struck through when above `amount`. */
  originalAmount?: number;
  /** Variants differ in price: the amount is the lowest, read as "from …". */
  from?: boolean;
  /**
   * On sale, also say how much is off: `percent` ("20% OFF", rounded down) or `savings`
   * ("Save EGP 1,100"). Nothing by default.
   */
  discountDisplay?: 'percent' | 'savings';
  /**
   * Say whether VAT is in the amount: the cart shows prices excluding VAT, the order summary
   * including it (docs/product-spec.md §1). No label by default.
   */
  vat?: 'included' | 'excluded';
}

/** A price in the page's language: Arabic-Indic digits and ج.م in Arabic, EGP in English. */
export function Price({
  intl,
  amount,
  currencyCode,
  originalAmount,
  from = false,
  discountDisplay,
  vat,
}: PriceProps) {
  const locale = toLocale(intl.locale);
  const money = (value: number) =>
    formatMoney(value, currencyCode, locale, { trimZeroFraction: true });
  const text = from
    ? intl.formatMessage({ id: 'product.from' }, { price: money(amount) })
    : money(amount);
  const onSale = originalAmount !== undefined && originalAmount > amount;

  let discount: string | null = null;
  if (onSale && discountDisplay === 'savings') {
    discount = intl.formatMessage(
      { id: 'price.savings' },
      { amount: money(originalAmount - amount) },
    );
  } else if (onSale && discountDisplay === 'percent') {
    const percent = discountPercent(amount, originalAmount);
    if (percent !== null) {
      discount = intl.formatMessage(
        { id: 'price.off' },
        { percent: formatNumber(percent / 100, locale, { style: 'percent' }) },
      );
    }
  }

  return (
    <span className={styles.root}>
      <span className={onSale ? `${styles.current} ${styles.discounted}` : styles.current}>
        {text}
      </span>
      {vat !== undefined && (
        <span className={styles.vat}>
          {intl.formatMessage({ id: vat === 'included' ? 'price.inclVat' : 'price.exclVat' })}
        </span>
      )}
      {onSale && (
        <del className={styles.original}>
          <span>{intl.formatMessage({ id: 'price.was' }, { price: money(originalAmount) })}</span>
        </del>
      )}
      {discount !== null && <span className={styles.discount}>{discount}</span>}
    </span>
  );
}
