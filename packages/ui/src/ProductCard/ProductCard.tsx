import { useId } from 'react';
import { Price } from '../Price';
import * as styles from './ProductCard.css';

/** What a product card shows; plain values, so any data source (or a story) can fill it. */
export interface ProductCardData {
  id: string;
  name: string;
  /** Image URL, or null for a product without photos. */
  imageUrl: string | null;
  /** Lowest price with tax, in minor units. */
  priceWithTax: number;
  currencyCode: string;
  /** Variants differ in price: show "from". */
  priceVaries: boolean;
  /** The "was" price with tax, in minor units. */
  originalPriceWithTax?: number;
}

export interface ProductCardProps {
  product: ProductCardData;
  /** The heading level in the page's outline; a card inside a section titled h2 is h3. */
  headingLevel?: 2 | 3 | 4;
}

/** A product teaser: photo, name and price. An article named by its heading, for screen readers. */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div className={styles.media}>
        {product.imageUrl && (
          // The name is the heading right below: the photo adds nothing for a screen reader.
          <img
            className={styles.image}
            src={product.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <Heading id={headingId} className={styles.name}>
        {product.name}
      </Heading>
      <Price
        amount={product.priceWithTax}
        currencyCode={product.currencyCode}
        from={product.priceVaries}
        {...(product.originalPriceWithTax !== undefined && {
          originalAmount: product.originalPriceWithTax,
        })}
      />
    </article>
  );
}
