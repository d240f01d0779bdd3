'use client';

import { localDigits } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { useId, useRef, useState, type ReactNode } from 'react';

import { Button } from '../../../Button';
import { PlainButton } from '../../../Button/PlainButton';
import { FormPost, type FormTarget } from '../../../FormPost';
import { InlineAlert } from '../../../InlineAlert';
import { Link } from '../../../Link';
import { NumberField } from '../../../NumberField';
import * as numberStyles from '../../../NumberField/NumberField.css';
import { NativeStepButton } from '../../../NumberField/NativeStepButton';
import { Price } from '../../../Price';
import { Skeleton } from '../../../Skeleton';
import { Spinner } from '../../../Spinner';
import { settle, type CartAction } from '../outcome';
import * as styles from './CartLine.css';

/**
 * One line of the cart. Mirrors commerce-hooks' `CartLineView`, with the prices the cart shows:
 * excluding VAT (docs/product-spec.md §1), Vendure's `unitPrice` and `discountedLinePrice`.
 */
export interface CartLineView {
  id: string;
  productSlug: string;
  name: string;
  /** The variant's name ("Linen · Sand"). */
  variantName: string;
  imageUrl: string | null;
  quantity: number;
  /** One piece, excluding VAT, in minor units. */
  unitPrice: number;
  /** The line after its discounts, excluding VAT, in minor units. */
  linePrice: number;
}

export interface CartLineProps {
  line: CartLineView;
  currencyCode: string;
  /** The product page. */
  href: string;
  /**
   * The stepper changed. The new quantity shows at once; it goes back to `line.quantity` when this
   * rejects or answers a failure (`false`, `{ ok: false }`).
   */
  onQuantityChange?: CartAction<[quantity: number]>;
  /** Remove pressed; the button shows it is busy until this settles. */
  onRemove?: CartAction<[]>;
  /** The server's InsufficientStockError: how many pieces are left ("Only 2 left"). */
  quantityAvailable?: number;
  /** Any other failure for this line, already translated. */
  errorMessage?: string;
  /** Most pieces the stepper allows. */
  maxQuantity?: number;
  /**
   * Where −, + and "Remove" post as a plain form (`orderLineId`, and `quantity`: the new one, 0 to
   * remove) while there are no callbacks: before the cart's code has loaded, or without scripts.
   * The answer is the cart again. With `onQuantityChange`, the callbacks run instead.
   */
  form?: FormTarget | undefined;
}

/**
 * A cart line: photo, name (a link to the product), variant, unit and line prices excluding VAT,
 * a quantity stepper that answers at once (optimistic) and a remove button.
 */
export function CartLine({
  line,
  currencyCode,
  href,
  onQuantityChange,
  onRemove,
  quantityAvailable,
  errorMessage,
  maxQuantity,
  form,
}: CartLineProps) {
  const intl = useIntl();
  const quantityId = useId();
  // The quantity asked for and not yet confirmed; null shows the cart's own.
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  // Steps pressed quickly each call back; only the latest answer decides what is shown.
  const latest = useRef(0);

  const quantity = pendingQuantity ?? line.quantity;
  const linePrice = pendingQuantity === null ? line.linePrice : line.unitPrice * pendingQuantity;

  const changeQuantity = async (next: number) => {
    // Clearing the field and leaving it gives NaN: keep the quantity the cart has.
    if (!Number.isFinite(next) || next === quantity) return;
    const request = ++latest.current;
    setPendingQuantity(next);
    await settle(onQuantityChange, next);
    // Success or failure, the cart's quantity is the truth from here: the caller passes the
    // server's answer in `line`, and a failure leaves the old one.
    if (request === latest.current) setPendingQuantity(null);
  };

  const remove = async () => {
    if (removing) return;
    setRemoving(true);
    await settle(onRemove);
    setRemoving(false);
  };

  const busy = pendingQuantity !== null || removing;

  return (
    <article
      className={styles.root}
      aria-label={localDigits(line.name, intl.locale)}
      aria-busy={busy}
    >
      <div className={styles.media}>
        {line.imageUrl !== null && (
          // The name beside it says what the photo shows.
          <img
            className={styles.image}
            src={line.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className={styles.details}>
        <Link href={href} variant="standalone">
          {localDigits(line.name, intl.locale)}
        </Link>
        <span className={styles.variant}>{localDigits(line.variantName, intl.locale)}</span>
        <span className={styles.unitPrice}>
          <UnitPrice amount={line.unitPrice} currencyCode={currencyCode} />
        </span>
      </div>
      <div className={styles.controls}>
        {form && !onQuantityChange ? (
          <FormPost target={form} own={{ orderLineId: line.id }} onSubmit={() => {}}>
            <LineFormControls
              line={line}
              quantityId={quantityId}
              maxQuantity={maxQuantity}
              price={
                <Price intl={intl} amount={linePrice} currencyCode={currencyCode} vat="excluded" />
              }
            />
          </FormPost>
        ) : (
          <>
            <div className={styles.stepper}>
              <NumberField
                label={intl.formatMessage({ id: 'cart.line.quantity' }, { name: line.name })}
                hideLabel
                value={quantity}
                maxValue={maxQuantity}
                onChange={(next) => void changeQuantity(next)}
                isDisabled={removing}
              />
              {pendingQuantity !== null && (
                <Spinner size="sm" label={intl.formatMessage({ id: 'cart.line.updating' })} />
              )}
            </div>
            <span className={styles.linePrice}>
              <Price intl={intl} amount={linePrice} currencyCode={currencyCode} vat="excluded" />
            </span>
            <span className={styles.remove}>
              {/* Not Button's isPending: its announcement outlives the line it names. */}
              {removing && (
                <Spinner size="sm" label={intl.formatMessage({ id: 'cart.line.removing' })} />
              )}
              <Button
                variant="ghost"
                size="sm"
                onPress={() => void remove()}
                aria-label={intl.formatMessage(
                  { id: 'cart.line.removeLabel' },
                  { name: line.name },
                )}
              >
                {intl.formatMessage({ id: 'cart.line.remove' })}
              </Button>
            </span>
          </>
        )}
      </div>
      {(quantityAvailable !== undefined || errorMessage !== undefined) && (
        <div className={styles.messages}>
          {quantityAvailable !== undefined && (
            <InlineAlert intl={intl} tone="warning" isLive>
              {intl.formatMessage({ id: 'shopError.insufficientStock' }, { quantityAvailable })}
            </InlineAlert>
          )}
          {errorMessage !== undefined && (
            <InlineAlert intl={intl} tone="danger" isLive>
              {errorMessage}
            </InlineAlert>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * The line's controls as a plain form, looking as the live ones do: − and + are submit buttons
 * posting the quantity they lead to, "Remove" posts 0. The quantity between them is shown, not
 * typed: a text field would send the form with its first button (−) on Enter.
 */
function LineFormControls({
  line,
  quantityId,
  maxQuantity,
  price,
}: {
  line: CartLineView;
  quantityId: string;
  maxQuantity: number | undefined;
  price: ReactNode;
}) {
  const intl = useIntl();
  const step = (by: -1 | 1) => {
    const next = line.quantity + by;
    return (
      <NativeStepButton
        step={by < 0 ? 'decrement' : 'increment'}
        type="submit"
        name="quantity"
        value={String(next)}
        aria-controls={quantityId}
        disabled={by < 0 ? next < 1 : maxQuantity !== undefined && next > maxQuantity}
      />
    );
  };
  return (
    <>
      <div className={styles.stepper}>
        <div className={numberStyles.group}>
          {step(-1)}
          <output
            id={quantityId}
            className={`${numberStyles.input} ${styles.quantityShown}`}
            aria-label={intl.formatMessage({ id: 'cart.line.quantity' }, { name: line.name })}
          >
            {intl.formatNumber(line.quantity, { useGrouping: false })}
          </output>
          {step(1)}
        </div>
      </div>
      <span className={styles.linePrice}>{price}</span>
      <span className={styles.remove}>
        <PlainButton
          type="submit"
          name="quantity"
          value="0"
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({ id: 'cart.line.removeLabel' }, { name: line.name })}
        >
          {intl.formatMessage({ id: 'cart.line.remove' })}
        </PlainButton>
      </span>
    </>
  );
}

function UnitPrice({ amount, currencyCode }: { amount: number; currencyCode: string }) {
  const intl = useIntl();
  // "{price} each, excl. VAT", with the Price element inside the sentence so it keeps its own
  // formatting: the cart's prices are without VAT (docs/product-spec.md §1), and say so beside each figure.
  return (
    <>
      {intl.formatMessage(
        { id: 'cart.line.unitPrice' },
        { price: <Price intl={intl} key="price" amount={amount} currencyCode={currencyCode} /> },
      )}
    </>
  );
}

/** A cart line while the cart loads, the same size as the real one. */
export function CartLineSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton shape="square" />
      </div>
      <div className={styles.details}>
        <Skeleton lines={2} />
      </div>
      <div className={styles.controls}>
        <div className={styles.stepperSkeleton}>
          <Skeleton shape="control" />
        </div>
      </div>
    </div>
  );
}
