import type { ShopIntl } from '@dar/i18n';

import { Button } from '../../../Button';
import { EmptyState } from '../../../EmptyState';
import type { FormTarget } from '../../../FormPost';
import { IconCart } from '../../../Icon';
import { InlineAlert } from '../../../InlineAlert';
import { LinkButton } from '../../../LinkButton';
import { VisuallyHidden } from '../../../VisuallyHidden';
import { CartLine, CartLineSkeleton, type CartLineView } from '../CartLine';
import { CartSummary, CartSummarySkeleton, type CartSummaryData } from '../CartSummary';
import { CouponField, type CouponErrorReason } from '../CouponField';
import type { CartAction } from '../outcome';
import * as styles from './CartView.css';
import { usePartId } from '../../../partId';

/** The whole cart: commerce-hooks' `CartView` has the same fields. */
export interface CartData extends CartSummaryData {
  lines: readonly CartLineView[];
}

/** What went wrong with one line, by its id. */
export interface CartLineProblem {
  /** InsufficientStockError's `quantityAvailable`. */
  quantityAvailable?: number;
  /** Any other failure, already translated. */
  errorMessage?: string;
}

export interface CartViewProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The cart; absent while it loads for the first time. */
  cart?: CartData;
  isLoading?: boolean;
  /** The cart could not be loaded, already translated; with `onRetry`, a try-again button. */
  errorMessage?: string;
  onRetry?: () => void;
  /** `page` for /cart (lines beside the summary on wide screens), `drawer` for the cart overlay. */
  variant?: 'page' | 'drawer';
  /** The product page of a line. */
  productHref: (line: CartLineView) => string;
  checkoutHref: string;
  /** Where the empty cart's "Continue shopping" goes. */
  continueShoppingHref: string;
  onQuantityChange?: CartAction<[lineId: string, quantity: number]>;
  onRemoveLine?: CartAction<[lineId: string]>;
  lineProblems?: Readonly<Record<string, CartLineProblem>>;
  onApplyCoupon?: CartAction<[code: string]>;
  onRemoveCoupon?: CartAction<[code: string]>;
  couponError?: CouponErrorReason | null;
  couponErrorMessage?: string;
  /**
   * The coupon as a plain form post (`couponCode`): it applies before the page has hydrated, or
   * with JavaScript off; once hydrated, `onApplyCoupon` runs instead.
   */
  couponForm?: FormTarget;
  /**
   * Where each line's −, + and "Remove" post as a plain form (`CartLine`'s `form`) while there is
   * no `onQuantityChange`: before the cart's code has loaded, or without scripts.
   */
  lineForm?: FormTarget;
  /** The code in the coupon field at first (what the shopper typed, when it was refused). */
  couponCode?: string;
}

/**
 * The cart for the /cart page and the cart drawer: its lines, the coupon field and the summary,
 * or an empty cart, a skeleton while it loads, or the error that stopped it loading.
 */
export function CartView({
  intl,
  cart,
  isLoading = false,
  errorMessage,
  onRetry,
  variant = 'page',
  productHref,
  checkoutHref,
  continueShoppingHref,
  onQuantityChange,
  onRemoveLine,
  lineProblems = {},
  onApplyCoupon,
  onRemoveCoupon,
  couponError,
  couponErrorMessage,
  couponForm,
  lineForm,
  couponCode,
}: CartViewProps) {
  const listId = usePartId('cart');
  // In the drawer, its title (an h2) heads the cart: what is inside goes one level under it.
  const headingLevel = variant === 'drawer' ? 3 : 2;
  const layout = `${styles.root} ${styles.layout[variant]}`;

  if (errorMessage !== undefined) {
    return (
      <div className={styles.problem}>
        <InlineAlert intl={intl} tone="danger">
          {errorMessage}
        </InlineAlert>
        {onRetry && (
          <Button variant="secondary" onPress={onRetry}>
            {intl.formatMessage({ id: 'cart.retry' })}
          </Button>
        )}
      </div>
    );
  }

  if (!cart) {
    if (!isLoading) return null;
    return (
      <div className={layout} aria-busy="true">
        <VisuallyHidden>{intl.formatMessage({ id: 'cart.loading' })}</VisuallyHidden>
        <div className={styles.lines}>
          {[0, 1].map((index) => (
            <CartLineSkeleton key={index} />
          ))}
        </div>
        <CartSummarySkeleton intl={intl} headingLevel={headingLevel} />
      </div>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <EmptyState
        // "Your cart is empty": the shared count message says it for 0.
        title={intl.formatMessage({ id: 'cart.itemCount' }, { count: 0 })}
        titleLevel={headingLevel}
        description={intl.formatMessage({ id: 'cart.empty.description' })}
        illustration={<IconCart size="fill" />}
        action={
          <LinkButton href={continueShoppingHref} variant="primary">
            {intl.formatMessage({ id: 'cart.continueShopping' })}
          </LinkButton>
        }
      />
    );
  }

  const itemCount = cart.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className={layout} aria-busy={isLoading}>
      <div className={styles.lines}>
        <p id={listId} className={styles.count}>
          {intl.formatMessage({ id: 'cart.itemCount' }, { count: itemCount })}
        </p>
        <ul className={styles.list} aria-labelledby={listId}>
          {cart.lines.map((line) => {
            const problem = lineProblems[line.id];
            return (
              <li key={line.id} className={styles.item}>
                <CartLine
                  line={line}
                  currencyCode={cart.currencyCode}
                  href={productHref(line)}
                  onQuantityChange={
                    onQuantityChange && ((quantity) => onQuantityChange(line.id, quantity))
                  }
                  onRemove={onRemoveLine && (() => onRemoveLine(line.id))}
                  quantityAvailable={problem?.quantityAvailable}
                  errorMessage={problem?.errorMessage}
                  form={lineForm}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.aside}>
        <CartSummary
          intl={intl}
          summary={cart}
          checkoutHref={checkoutHref}
          headingLevel={headingLevel}
        >
          {(onApplyCoupon || couponForm) && (
            <CouponField
              appliedCodes={cart.couponCodes}
              onApply={onApplyCoupon}
              form={couponForm}
              {...(couponCode !== undefined && { defaultCode: couponCode })}
              onRemove={onRemoveCoupon}
              error={couponError}
              errorMessage={couponErrorMessage}
            />
          )}
        </CartSummary>
      </div>
    </div>
  );
}
