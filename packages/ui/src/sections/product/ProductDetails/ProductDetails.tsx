'use client';

import { useIntl } from '@dar/i18n/react';
import { pictureSizes } from '@dar/tokens';
import { useId, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';

import { Badge } from '../../../Badge';
import { Button } from '../../../Button';
import { Gallery, type GalleryImage } from '../../../Gallery';
import { IconCart, IconHeart, IconShield, IconTruck } from '../../../Icon';
import { InlineAlert } from '../../../InlineAlert';
import { NumberField } from '../../../NumberField';
import { Price } from '../../../Price';
import { RadioCard, RadioGroup } from '../../../RadioGroup';
import * as hiddenStyles from '../../../VisuallyHidden/VisuallyHidden.css';
import { clampQuantity, maxQuantity, specificationRows } from './details';
import * as styles from './ProductDetails.css';

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
  /** The discount as "20% OFF" (`percent`, the default) or "Save EGP 1,100" (`savings`). */
  discountDisplay?: 'percent' | 'savings';
  /** Below the details: related products and recently viewed (rails the page fills in). */
  children?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const firstBuyable = (variants: readonly ProductVariantView[]) =>
  variants.find((variant) => !variant.outOfStock) ?? variants[0];

/**
 * The product page (spec: product details): gallery, name, price with its discount, the variant
 * choice with each variant's price, quantity (up to the stock when known), add to cart, wishlist,
 * delivery days, warranty, free shipping, description, care instructions, and a specification
 * table with the material and dimensions (cm, width × depth × height). `children` go below: the
 * related and recently viewed rails.
 */
export function ProductDetails({
  product,
  selectedVariantId,
  onVariantChange,
  onAddToCart,
  isAddingToCart = false,
  insufficientStock,
  isFavourite = false,
  isSignedIn = false,
  onWishlistChange,
  onSignInRequired,
  discountDisplay = 'percent',
  children,
}: ProductDetailsProps) {
  const intl = useIntl();
  const nameId = useId();
  const [ownVariantId, setOwnVariantId] = useState(() => firstBuyable(product.variants)?.id);
  const variant =
    product.variants.find((candidate) => candidate.id === (selectedVariantId ?? ownVariantId)) ??
    firstBuyable(product.variants);
  const max = maxQuantity(variant?.quantityAvailable);
  const [quantity, setQuantity] = useState(1);
  const shownQuantity = clampQuantity(quantity, max);

  const images: GalleryImage[] = product.images.map((image) => ({
    src: image.src,
    alt: image.alt ?? product.name,
    ...(image.srcSet ? { srcSet: image.srcSet } : {}),
    ...(image.zoomSrc ? { zoomSrc: image.zoomSrc } : {}),
    ...(image.thumbnailSrc ? { thumbnailSrc: image.thumbnailSrc } : {}),
  }));
  const original = (of: ProductVariantView) =>
    of.originalPriceWithTax ?? product.originalPriceWithTax;

  const rows = [
    ...(product.material
      ? [{ label: intl.formatMessage({ id: 'product.details.material' }), value: product.material }]
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
    ...specificationRows(product.specification),
  ];
  const description =
    typeof product.description === 'string'
      ? product.description.trim() !== '' && <p className={styles.prose}>{product.description}</p>
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
            {product.name}
          </h1>
          {variant && (
            <div className={styles.priceRow}>
              <Price
                intl={intl}
                amount={variant.priceWithTax}
                currencyCode={product.currencyCode}
                originalAmount={original(variant)}
                discountDisplay={discountDisplay}
              />
              {product.freeShipping && (
                <Badge tone="success">
                  {intl.formatMessage({ id: 'product.details.freeShipping' })}
                </Badge>
              )}
            </div>
          )}
          {product.variants.length > 1 && variant && (
            <RadioGroup
              label={intl.formatMessage({ id: 'product.details.variant' })}
              value={variant.id}
              onChange={(id) => {
                setOwnVariantId(id);
                onVariantChange?.(id);
              }}
            >
              {product.variants.map((option) => (
                <RadioCard
                  key={option.id}
                  value={option.id}
                  title={option.name}
                  description={
                    option.outOfStock
                      ? intl.formatMessage({ id: 'product.details.outOfStock' })
                      : undefined
                  }
                  price={
                    <Price
                      intl={intl}
                      amount={option.priceWithTax}
                      currencyCode={product.currencyCode}
                      originalAmount={original(option)}
                    />
                  }
                />
              ))}
            </RadioGroup>
          )}
          {variant && (
            <div className={styles.buy}>
              <div className={styles.quantity}>
                <NumberField
                  label={intl.formatMessage({ id: 'product.details.quantity' })}
                  minValue={1}
                  maxValue={max}
                  value={shownQuantity}
                  onChange={(next) => setQuantity(clampQuantity(next, max))}
                  isDisabled={variant.outOfStock}
                />
              </div>
              <div className={styles.addToCart}>
                <Button
                  size="lg"
                  fullWidth
                  iconStart={<IconCart />}
                  isPending={isAddingToCart}
                  pendingLabel={intl.formatMessage({ id: 'product.details.adding' })}
                  isDisabled={variant.outOfStock}
                  onPress={() => onAddToCart?.(variant.id, shownQuantity)}
                >
                  {intl.formatMessage({
                    id: variant.outOfStock ? 'product.details.outOfStock' : 'cart.add',
                  })}
                </Button>
              </div>
              <ToggleButton
                className={styles.wishlist}
                aria-label={intl.formatMessage({ id: 'product.details.wishlist' })}
                isSelected={isSignedIn && isFavourite}
                onChange={(next) => {
                  if (!isSignedIn) onSignInRequired?.();
                  else onWishlistChange?.(next);
                }}
              >
                <span className={styles.heartFilled}>
                  <IconHeart />
                </span>
              </ToggleButton>
            </div>
          )}
          {variant?.quantityAvailable !== undefined && !variant.outOfStock && (
            <p className={styles.prose}>
              {intl.formatMessage(
                { id: 'product.details.available' },
                { count: variant.quantityAvailable },
              )}
            </p>
          )}
          {insufficientStock && (
            <InlineAlert tone="danger" isLive>
              {intl.formatMessage(
                { id: 'shopError.insufficientStock' },
                { quantityAvailable: insufficientStock.quantityAvailable },
              )}
            </InlineAlert>
          )}
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
            <p className={styles.prose}>{product.careInstructions}</p>
          </Section>
        )}
      </div>
      {children}
    </article>
  );
}
