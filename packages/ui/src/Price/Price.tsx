import { formatMoney } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { useShopLocale } from '../locale';
import * as styles from './Price.css';

export interface PriceProps {
  /** In minor units (piasters): 129950 is 1,299.50. */
  amount: number;
  currencyCode: string;
  /** The "was" price, in minor units; shown struck through when above `amount`. */
  originalAmount?: number;
  /** Variants differ in price: the amount is the lowest, read as "from …". */
  from?: boolean;
}

/** A price in the page's language: Arabic-Indic digits and ج.م in Arabic, EGP in English. */
export function Price({ amount, currencyCode, originalAmount, from = false }: PriceProps) {
  const intl = useIntl();
  const { locale } = useShopLocale();
  const money = (value: number) =>
    formatMoney(value, currencyCode, locale, { trimZeroFraction: true });
  const text = from
    ? intl.formatMessage({ id: 'product.from' }, { price: money(amount) })
    : money(amount);
  const onSale = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={styles.root}>
      <span className={onSale ? `${styles.current} ${styles.discounted}` : styles.current}>
        {text}
      </span>
      {onSale && (
        <del className={styles.original}>
          <span>{intl.formatMessage({ id: 'price.was' }, { price: money(originalAmount) })}</span>
        </del>
      )}
    </span>
  );
}
