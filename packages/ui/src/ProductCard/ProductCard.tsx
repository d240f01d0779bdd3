import { localDigits, type ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';

import { Badge } from '../Badge';
import type { FormTarget } from '../FormPost';
import { RouterLink } from '../Link/RouterLink';
import { Price } from '../Price';
import { productHref } from './actions';
import * as styles from './ProductCard.css';
import { QuickAddButton } from './QuickAddButton';
import { WishlistHeart } from './WishlistHeart';
import { usePartId } from '../partId';

/**
 * What a product card shows; plain values, so any data source (or a story) can fill it. The fields
 * match `ProductCardView` from `@dar/commerce-hooks` (`toProductCard`), so its cards pass as they are.
 */
export interface ProductCardData {
  id: string;
  name: string;
  /** The product page is `/products/{slug}`; without a slug the name is plain text. */
  slug?: string;
  /** Image URL, or null for a product without photos. */
  imageUrl: string | null;
  /** The same photo at several widths (`srcset`), so the browser fetches the one the card needs. */
  imageSrcSet?: string;
  /** Lowest price with tax, in minor units. */
  priceWithTax: number;
  currencyCode: string;
  /** Variants differ in price: show "from". */
  priceVaries?: boolean;
  /** The "was" price with tax (the product's `originalPrice`), in minor units. */
  originalPriceWithTax?: number;
  /** The product's `freeShipping` custom field: a badge on the photo. */
  freeShipping?: boolean;
  /**
   * The variant that quick add puts in the cart: the product's only variant. Leave it out for a
   * product whose variants need choosing; it then has no quick add and the shopper opens its page.
   */
  quickAddVariantId?: string;
  /** `false` when nothing is left to sell: quick add is disabled and the photo says so. */
  inStock?: boolean;
}

/**
 * What the shopper can do from a card, the same for every card of a grid or rail; the storefront
 * fills it from its hooks (`useWishlistIds`, `useToggleFavorite`, `useAddToCart`).
 */
export interface ProductCardActions {
  /** Products in the shopper's wishlist (`useWishlistIds().ids`); their hearts are pressed. */
  wishlistIds?: ReadonlySet<string>;
  /** A guest's heart never toggles: pressing it asks to sign in instead. */
  isGuest?: boolean;
  /** A customer pressed a heart; `inWishlist` is the state the shopper asked for. */
  onWishlistChange?: (productId: string, inWishlist: boolean) => void;
  /** A guest pressed a heart: open the login popup. */
  onSignInRequired?: (productId: string) => void;
  /** Quick add pressed: put one of this variant in the cart. */
  onQuickAdd?: (variantId: string, productId: string) => void;
  /**
   * Quick add as a plain form post (`variantId`, `quantity`), so a press before the page has
   * hydrated, or with JavaScript off, still adds; once hydrated, `onQuickAdd` runs instead.
   */
  quickAddForm?: FormTarget;
  /**
   * The heart as a plain form post (`productId`, `inWishlist`), like `quickAddForm`; once
   * hydrated, `onWishlistChange` / `onSignInRequired` run instead.
   */
  wishlistForm?: FormTarget;
  /** The variant being added right now; its card's button shows it is busy. */
  addingVariantId?: string | null;
  /** How a sale is spelled out beside the struck price: "20% OFF" or "Save EGP 1,100". */
  discountDisplay?: 'percent' | 'savings';
}

export interface ProductCardProps extends Omit<
  ProductCardActions,
  'wishlistIds' | 'addingVariantId'
> {
  /**
   * The page's messages: `getIntl(locale)` (`@dar/i18n/server`) in a Server Component, `useIntl()`
   * (`@dar/i18n/react`) in a client one. The
   * card renders on the server; its link, heart and quick add are its client leaves.
   */
  intl: ShopIntl;
  product: ProductCardData;
  /** The heading level in the page's outline; a card inside a section titled h2 is h3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The heart is pressed. Left out (a card rendered on the server, the same for every shopper),
   * the heart reads the shopper's wishlist from the app's `ShopperActionsProvider` once hydrated.
   */
  inWishlist?: boolean;
  /** Quick add is in progress for this card. Left out: as `inWishlist`. */
  isAdding?: boolean;
  /**
   * The card is in the first row in view (a listing's first cards): its photo loads at once and
   * with high priority, as the page's largest picture may be one of them. Others load as they
   * come near the viewport.
   */
  priority?: boolean;
  /**
   * How wide the photo shows (`sizes`), for choosing from `imageSrcSet`: the grid's by default;
   * @dar/tokens' `pictureSizes` has the layouts the design system puts cards in.
   */
  imageSizes?: string;
}

/**
 * A product teaser: photo, name (a link to the product covering the whole card), price with its
 * discount, free-shipping badge, wishlist heart and quick add. An article named by its heading.
 */
export function ProductCard({
  intl,
  product,
  headingLevel = 3,
  inWishlist,
  isGuest,
  onWishlistChange,
  onSignInRequired,
  onQuickAdd,
  quickAddForm,
  wishlistForm,
  isAdding,
  discountDisplay = 'percent',
  priority = false,
  imageSizes = pictureSizes.productCardGrid,
}: ProductCardProps) {
  const headingId = usePartId('card');
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.inStock === false;
  const showHeart =
    wishlistForm !== undefined ||
    (isGuest ? onSignInRequired !== undefined : onWishlistChange !== undefined);
  const variantId = product.quickAddVariantId;
  // A number in the name in the page's digits, as the product page writes it ("كنبة ٣ مقاعد").
  const name = localDigits(product.name, intl.locale);
  const values = { name };

  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div className={styles.media}>
        {product.imageUrl && (
          // The name is the heading right below: the photo adds nothing for a screen reader.
          <img
            className={styles.image}
            src={product.imageUrl}
            srcSet={product.imageSrcSet}
            sizes={product.imageSrcSet ? imageSizes : undefined}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        )}
        {(product.freeShipping === true || outOfStock) && (
          <div className={styles.badges}>
            {product.freeShipping === true && (
              <Badge tone="success">
                {intl.formatMessage({ id: 'catalogue.card.freeShipping' })}
              </Badge>
            )}
            {outOfStock && (
              <Badge tone="neutral">
                {intl.formatMessage({ id: 'catalogue.card.outOfStock' })}
              </Badge>
            )}
          </div>
        )}
        {showHeart && (
          <WishlistHeart
            productId={product.id}
            label={intl.formatMessage({ id: 'catalogue.card.wishlistAdd' }, values)}
            isSelected={inWishlist}
            isGuest={isGuest}
            {...(onWishlistChange !== undefined && { onWishlistChange })}
            {...(onSignInRequired !== undefined && { onSignInRequired })}
            form={wishlistForm}
          />
        )}
      </div>
      <Heading id={headingId} className={styles.name}>
        {product.slug !== undefined ? (
          <RouterLink className={styles.link} href={productHref(product.slug)}>
            {name}
          </RouterLink>
        ) : (
          name
        )}
      </Heading>
      <div className={styles.price}>
        <Price
          intl={intl}
          amount={product.priceWithTax}
          currencyCode={product.currencyCode}
          from={product.priceVaries === true}
          discountDisplay={discountDisplay}
          {...(product.originalPriceWithTax !== undefined && {
            originalAmount: product.originalPriceWithTax,
          })}
        />
      </div>
      {(onQuickAdd !== undefined || quickAddForm !== undefined) && variantId !== undefined && (
        <div className={styles.actions}>
          <QuickAddButton
            variantId={variantId}
            productId={product.id}
            onQuickAdd={onQuickAdd}
            form={quickAddForm}
            isDisabled={outOfStock}
            isPending={isAdding}
            pendingLabel={intl.formatMessage({ id: 'catalogue.card.adding' }, values)}
            // The visible words first, then whose: voice control users say what they see.
            aria-label={intl.formatMessage(
              {
                id: outOfStock ? 'catalogue.card.outOfStockLabel' : 'catalogue.card.quickAddLabel',
              },
              values,
            )}
          >
            {intl.formatMessage({
              id: outOfStock ? 'catalogue.card.outOfStock' : 'catalogue.card.quickAdd',
            })}
          </QuickAddButton>
        </div>
      )}
    </article>
  );
}
