'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type ReactElement } from 'react';

import type { FormTarget } from '../../../FormPost';
import { InlineAlert } from '../../../InlineAlert';
import { Sheet } from '../../../Sheet/Sheet';
import { useShopperActions } from '../../../ShopperActions/ShopperActions';
import { SpinningWheel, type WheelItem } from '../../../SpinningWheel/SpinningWheel';
import { Stack } from '../../../Stack';
import { toastQueue } from '../../../Toast/toastQueue';
import { CodeOffer } from './CodeOffer';
import { useKeptCode } from './keptCode';
import { offerIdOf, pickSegment, type WheelPlan } from './plan';

/**
 * The wheel's dialog, loaded on first use by `WheelPanel` (React Aria's modal and button, the
 * wheel): it stops on an offer drawn once per page at random, which the server checks for this
 * shopper (the app's `onSelectPromotion`, `ShopperActionsProvider`) before its coupon is shown. A won code is kept in this browser (no second spin), and goes
 * on the cart now or later. The result stays until the shopper closes it; the offer's `timeView`
 * sets how long its toast stays (0: until closed). Its words come from the page's catalogue through
 * `@dar/i18n`'s formatter (`useIntl`; no react-intl), which the page has loaded already.
 */
export function WheelDialog({
  plan,
  trigger,
  isOpen,
  onOpenChange,
  couponForm,
}: {
  plan: Extract<WheelPlan, { kind: 'wheel' }>;
  /** React Aria's button made from the panel's native one (`DeferredTrigger`). */
  trigger: ReactElement;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  couponForm: FormTarget;
}) {
  const intl = useIntl();
  const selectPromotion = useShopperActions()?.onSelectPromotion;
  const [kept, keep] = useKeptCode();
  const [winner, setWinner] = useState<WheelItem | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const landed = async (segment: WheelItem) => {
    const offerId = offerIdOf(segment.id);
    const result = selectPromotion ? await selectPromotion(offerId) : null;
    if (!result) {
      setUnavailable(true);
      return;
    }
    keep({ couponCode: result.couponCode, name: result.name });
    const seconds = plan.offers[offerId]?.timeView ?? 0;
    toastQueue.add(
      {
        title: intl.formatMessage({ id: 'wheel.won' }, { name: result.name }),
        description: intl.formatMessage({ id: 'wheel.code' }, { code: result.couponCode }),
        tone: 'success',
      },
      { timeout: seconds > 0 ? Math.max(seconds * 1000, 5000) : null },
    );
  };

  return (
    <Sheet
      title={intl.formatMessage({ id: 'wheel.title' })}
      trigger={trigger}
      isOpen={isOpen}
      onOpenChange={(next) => {
        // Drawn once per page: closing and opening again does not draw again.
        if (next && !winner) setWinner(pickSegment(plan));
        onOpenChange(next);
      }}
    >
      {winner && (
        <Stack gap="md" align="center">
          <SpinningWheel
            items={plan.segments}
            winnerId={winner.id}
            onResult={(segment) => void landed(segment)}
          />
          {kept && (
            <CodeOffer code={kept} couponForm={couponForm} onDone={() => onOpenChange(false)} />
          )}
          {unavailable && (
            <InlineAlert intl={intl} tone="warning" isLive>
              {intl.formatMessage({ id: 'wheel.unavailable' })}
            </InlineAlert>
          )}
        </Stack>
      )}
    </Sheet>
  );
}
