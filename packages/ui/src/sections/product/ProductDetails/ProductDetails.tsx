import { localDigits, type ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';
import { type ReactNode } from 'react';

import type { FormTarget } from '../../../FormPost';
import { Gallery, type GalleryImage } from '../../../Gallery';
import { IconShield, IconTruck } from '../../../Icon';
import * as hiddenStyles from '../../../VisuallyHidden/VisuallyHidden.css';
import { BuyBox } from './BuyBox';
import { specificationRows } from './details';
import * as styles from './ProductDetails.css';
import { usePartId } from '../../../partId';

/** One way to buy the piece (a colour, a size), as the product query's `variants` carry it. */
export interface ProductVariantView {
  id: string;
  /** "Navy, 160 × 200 cm". */
  name: string;
  sku?: string;
  /** Tax included, in minor units. */
  priceWithTax: number;
  /** The "was" price of this variant, when it has its own; else the product's applies. */
  originalPriceWithTax?: number;
  /**
   * Pieces in stock when the shop tells the number; left out when it only says in or out of
   * stock (Vendure's default `stockLevel` is `IN_STOCK`/`LOW_STOCK`/`OUT_OF_STOCK`).
   */
  quantityAvailable?: number;
  /** `OUT_OF_STOCK`: shown, but it cannot go in the cart. */
  outOfStock?: boolean;
}

/** What the product page shows: the product query (`ProductDetail` in commerce-hooks) as plain values. */
export interface ProductDetailsData {
  id: string;
  name: string;
  slug?: string;
  currencyCode: string;
  /** The pictures (`assets`); `alt` defaults to the product's name. Empty: a placeholder. */
  images: readonly {
    src: string;
    srcSet?: string;
    alt?: string;
    zoomSrc?: string;
    thumbnailSrc?: string;
  }[];
  variants: readonly ProductVariantView[];
  /** The product's "was" price (`customFields.originalPrice`), tax included, in minor units. */
  originalPriceWithTax?: number;
  /** Plain text (paragraphs on their own lines), or already-rendered rich text. */
  description?: ReactNode;
  careInstructions?: string | null;
  /** `customFields.material`: the first row of the specification table. */
  material?: string | null;
  /** `customFields.specification`: one "Label: value" per line. */
  specification?: string | null;
  widthCm?: number | null;
  depthCm?: number | null;
  heightCm?: number | null;
  deliveryDays?: number | null;
  warrantyYears?: number | null;
  freeShipping?: boolean;
}

export interface ProductDetailsProps {
  /**
   * The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. The
   * page renders on the server; the gallery and the buy box (`BuyBox`: price, variants, quantity,
   * add to cart, heart) are its client leaves, native elements without React Aria. Rendered in a
   * Server Component, leave out the callbacks and the shopper's state below (functions cannot leave
   * the server, and the page is the same for everyone): the buy box takes them from the app's
   * `ShopperActionsProvider`.
   */
  intl: ShopIntl;
  product: ProductDetailsData;
  /** The chosen variant, e.g. from the URL; the first that is in stock otherwise. */
  selectedVariantId?: string;
  onVariantChange?: (variantId: string) => void;
  onAddToCart?: (variantId: string, quantity: number) => void;
  /** The add-to-cart request is under way. */
  isAddingToCart?: boolean;
  /** The server's InsufficientStockError for the last add: how many pieces there are. */
  insufficientStock?: { quantityAvailable: number } | null;
  /** The piece is on the shopper's wishlist. */
  isFavourite?: boolean;
  /** A guest pressing the heart is asked to sign in instead (`onSignInRequired`). */
  isSignedIn?: boolean;
  onWishlistChange?: (isFavourite: boolean) => void;
  onSignInRequired?: () => void;
  /**
   * Add to cart as a plain form post (`variantId`, `quantity`), so a press before the page has
   * hydrated, or with JavaScript off, still adds; once hydrated, `onAddToCart` runs instead.
   */
  addToCartForm?: FormTarget;
  /**
   * The heart as a plain form post (`productId`, `inWishlist`), like `addToCartForm`; once
   * hydrated, `onWishlistChange` / `onSignInRequired` run instead.
   */
  wishlistForm?: FormTarget;
  /** The discount as "20% OFF" (`percent`, the default) or "Save EGP 1,100" (`savings`). */
  discountDisplay?: 'percent' | 'savings';
  /** Below the details: related products and recently viewed (rails the page fills in). */
  children?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = usePartId('product');
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The product page (spec: product details): gallery, name, price with its discount, the variant
 * choice with each variant's price, quantity (up to the stock when known), add to cart, wishlist,
 * delivery days, warranty, free shipping, description, care instructions, and a specification
 * table with the material and dimensions (cm, width × depth × height). `children` go below: the
 * related and recently viewed rails.
 */
export function ProductDetails({ intl, product, children, ...buying }: ProductDetailsProps) {
  const nameId = usePartId('product');
  const images: GalleryImage[] = product.images.map((image) => ({
    src: image.src,
    alt: image.alt ?? product.name,
    ...(image.srcSet ? { srcSet: image.srcSet } : {}),
    ...(image.zoomSrc ? { zoomSrc: image.zoomSrc } : {}),
    ...(image.thumbnailSrc ? { thumbnailSrc: image.thumbnailSrc } : {}),
  }));

  const rows = [
    ...(product.material
      ? [
          {
            label: intl.formatMessage({ id: 'product.details.material' }),
            value: localDigits(product.material, intl.locale),
          },
        ]
      : []),
    ...(product.widthCm != null && product.depthCm != null && product.heightCm != null
      ? [
          {
            label: intl.formatMessage({ id: 'product.details.dimensions' }),
            value: intl.formatMessage(
              { id: 'product.details.dimensionsValue' },
              { width: product.widthCm, depth: product.depthCm, height: product.heightCm },
            ),
          },
        ]
      : []),
    // The catalogue's own text, its numbers in the page's digits as the shop's own are.
    ...specificationRows(product.specification).map((row) => ({
      label: localDigits(row.label, intl.locale),
      value: localDigits(row.value, intl.locale),
    })),
  ];
  const description =
    typeof product.description === 'string'
      ? product.description.trim() !== '' && (
          <p className={styles.prose}>{localDigits(product.description, intl.locale)}</p>
        )
      : product.description;

  return (
    <article className={styles.root} aria-labelledby={nameId}>
      <div className={styles.top}>
        <div className={styles.media}>
          {images.length > 0 ? (
            <Gallery images={images} sizes={pictureSizes.productGallery} />
          ) : (
            <div className={styles.noPhotos}>
              {intl.formatMessage({ id: 'product.details.noPhotos' })}
            </div>
          )}
        </div>
        <div className={styles.info}>
          <h1 id={nameId} className={styles.name}>
            {localDigits(product.name, intl.locale)}
          </h1>
          <BuyBox
            // Only what it shows: a client leaf's props travel with the page.
            product={{
              id: product.id,
              currencyCode: product.currencyCode,
              // Variant names are the catalogue's text: their numbers in the page's digits. The
              // SKU stays on the server: the buy box does not show it.
              variants: product.variants.map(({ sku: _sku, ...variant }) => ({
                ...variant,
                name: localDigits(variant.name, intl.locale),
              })),
              ...(product.originalPriceWithTax !== undefined && {
                originalPriceWithTax: product.originalPriceWithTax,
              }),
              ...(product.freeShipping !== undefined && { freeShipping: product.freeShipping }),
            }}
            {...buying}
          />
          {(product.deliveryDays != null || product.warrantyYears != null) && (
            <ul className={styles.facts}>
              {product.deliveryDays != null && (
                <li className={styles.fact}>
                  <IconTruck size="md" />
                  {intl.formatMessage(
                    { id: 'product.details.delivery' },
                    { days: product.deliveryDays },
                  )}
                </li>
              )}
              {product.warrantyYears != null && (
                <li className={styles.fact}>
                  <IconShield size="md" />
                  {intl.formatMessage(
                    { id: 'product.details.warranty' },
                    { years: product.warrantyYears },
                  )}
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.sections}>
        {description && (
          <Section title={intl.formatMessage({ id: 'product.details.description' })}>
            {description}
          </Section>
        )}
        {rows.length > 0 && (
          <Section title={intl.formatMessage({ id: 'product.details.specification' })}>
            <table className={styles.table}>
              <caption className={hiddenStyles.root}>
                {intl.formatMessage(
                  { id: 'product.details.specificationCaption' },
                  { name: product.name },
                )}
              </caption>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {row.label === '' ? (
                      <td className={styles.tableValue} colSpan={2}>
                        {row.value}
                      </td>
                    ) : (
                      <>
                        <th scope="row" className={styles.tableLabel}>
                          {row.label}
                        </th>
                        <td className={styles.tableValue}>{row.value}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        )}
        {product.careInstructions && (
          <Section title={intl.formatMessage({ id: 'product.details.care' })}>
            <p className={styles.prose}>{localDigits(product.careInstructions, intl.locale)}</p>
          </Section>
        )}
      </div>
      {children}
    </article>
  );
}
