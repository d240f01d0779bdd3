'use client';

import {
  ShopClientProvider,
  useActiveOrder,
  useAdjustCartLine,
  useApplyCoupon,
  useRemoveCartLine,
  useRemoveCoupon,
  type ShopClient,
} from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import {
  Button,
  CartView,
  couponErrorReason,
  InlineAlert,
  Stack,
  useKeptCode,
  type CartLineProblem,
  type CouponErrorReason,
} from '@dar/ui';
import { useState } from 'react';
import type { CouponFailure } from './forms';
import { productPath } from '../paths';

export interface CartContentProps {
  locale: Locale;
  /** The page's one Apollo client (`useLiveClient`). */
  client: unknown;
  variant: 'page' | 'drawer';
  /** A coupon the server refused when it was posted before the page hydrated. */
  couponFailure?: CouponFailure | undefined;
}

interface CouponProblem {
  reason: CouponErrorReason | null;
  message?: string;
}

/**
 * The cart from the page's one Shop API client: quantity changes show at once and go back when
 * the server refuses (the stock left is said on the line), coupons apply and come off with the
 * server's reason in the page's language, and a code won on the wheel is offered.
 */
function CartPanel({ locale, variant, couponFailure }: Omit<CartContentProps, 'client'>) {
  const intl = useIntl();
  const { cart, loading, error, refetch } = useActiveOrder();
  const [adjust] = useAdjustCartLine();
  const [remove] = useRemoveCartLine();
  const [apply] = useApplyCoupon();
  const [removeCoupon] = useRemoveCoupon();
  const [problems, setProblems] = useState<Record<string, CartLineProblem>>({});
  // A refusal the page was sent with (the coupon posted before hydration) stays until the next try.
  const [coupon, setCoupon] = useState<CouponProblem | null>(() => {
    if (!couponFailure) return null;
    const reason = couponErrorReason(couponFailure.errorCode);
    return {
      reason,
      message: reason
        ? undefined
        : (couponFailure.message ?? intl.formatMessage({ id: 'error.generic' })),
    };
  });
  const [kept, setKept] = useKeptCode();
  const at = (path: string) => localizedPath(path, locale);

  const lineProblem = (lineId: string, problem: CartLineProblem | null) =>
    setProblems(({ [lineId]: _, ...rest }) => (problem ? { ...rest, [lineId]: problem } : rest));

  const applyCode = async (couponCode: string) => {
    setCoupon(null);
    const outcome = await apply({ couponCode });
    if (outcome.ok) {
      if (kept?.couponCode === couponCode) setKept({ ...kept, applied: true });
      return outcome;
    }
    const reason = couponErrorReason(outcome.errorCode);
    setCoupon({
      reason,
      message: reason ? undefined : intl.formatMessage({ id: outcome.messageId }, outcome.values),
    });
    return outcome;
  };

  const keptOffer =
    kept && !kept.applied && cart.lines.length > 0 && !cart.couponCodes.includes(kept.couponCode)
      ? kept
      : null;

  return (
    <Stack gap="md">
      {keptOffer && (
        <InlineAlert intl={intl} tone="info">
          <Stack gap="sm">
            <span>
              {intl.formatMessage(
                { id: 'personal.cart.keptCode' },
                { name: keptOffer.name, code: keptOffer.couponCode },
              )}
            </span>
            <span>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => void applyCode(keptOffer.couponCode)}
              >
                {intl.formatMessage(
                  { id: 'personal.cart.applyKeptCode' },
                  { code: keptOffer.couponCode },
                )}
              </Button>
            </span>
          </Stack>
        </InlineAlert>
      )}
      <CartView
        intl={intl}
        variant={variant}
        cart={loading && cart.code === null ? undefined : cart}
        isLoading={loading}
        errorMessage={error ? intl.formatMessage({ id: 'personal.cart.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
        productHref={(line) => at(productPath(line.productSlug))}
        checkoutHref={at('/checkout')}
        continueShoppingHref={at('/products')}
        lineProblems={problems}
        onQuantityChange={async (orderLineId, quantity) => {
          const outcome = await adjust({ orderLineId, quantity });
          lineProblem(
            orderLineId,
            outcome.ok
              ? null
              : outcome.errorCode === 'INSUFFICIENT_STOCK_ERROR'
                ? { quantityAvailable: Number(outcome.values.quantityAvailable ?? 0) }
                : { errorMessage: intl.formatMessage({ id: outcome.messageId }, outcome.values) },
          );
          return outcome;
        }}
        onRemoveLine={async (orderLineId) => {
          const outcome = await remove({ orderLineId });
          lineProblem(
            orderLineId,
            outcome.ok
              ? null
              : { errorMessage: intl.formatMessage({ id: outcome.messageId }, outcome.values) },
          );
          return outcome;
        }}
        onApplyCoupon={applyCode}
        onRemoveCoupon={async (couponCode) => {
          setCoupon(null);
          return removeCoupon({ couponCode });
        }}
        couponError={coupon?.reason}
        couponErrorMessage={coupon?.message}
        {...(couponFailure ? { couponCode: couponFailure.couponCode } : {})}
      />
    </Stack>
  );
}

export default function CartContent({ client, ...props }: CartContentProps) {
  return (
    <ShopClientProvider locale={props.locale} client={client as ShopClient}>
      <CartPanel {...props} />
    </ShopClientProvider>
  );
}
