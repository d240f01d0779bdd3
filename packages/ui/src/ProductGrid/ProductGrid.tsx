import { useIntl } from '@dar/i18n/react';
import { ProductCard, type ProductCardData } from '../ProductCard';
import * as styles from './ProductGrid.css';

export interface ProductGridProps {
  products: ProductCardData[];
  /** The list's accessible name, usually the section heading. */
  label: string;
  headingLevel?: 2 | 3 | 4;
}

/** Products in a responsive grid: two columns on phones, up to four on desktops. */
export function ProductGrid({ products, label, headingLevel = 3 }: ProductGridProps) {
  const intl = useIntl();
  if (products.length === 0) {
    return <p role="status">{intl.formatMessage({ id: 'products.empty' })}</p>;
  }
  return (
    <ul className={styles.root} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
