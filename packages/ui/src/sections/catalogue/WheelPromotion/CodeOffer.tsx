'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type FormEvent } from 'react';

import { PlainButton } from '../../../Button/PlainButton';
import { FormPost, type FormTarget } from '../../../FormPost';
import { Inline } from '../../../Inline';
import { useShopperActions } from '../../../ShopperActions/ShopperActions';
import { Stack } from '../../../Stack';
import { Text } from '../../../Text';
import { toastQueue } from '../../../Toast/toastQueue';
import { useKeptCode, type KeptCode } from './keptCode';
import { withoutFullStop } from './plan';

/**
 * The code and what to do with it: put it on the cart now, or keep it for the cart later. Native
 * buttons (no React Aria), since the home page shows it on first load for a single offer, or for a
 * code this browser keeps. Its words hold the code, known only in the browser, so they come from
 * the page's catalogue through `@dar/i18n`'s formatter (`useIntl`, already on every page).
 *
 * "Apply" is a form posted to the app's coupon endpoint (`couponForm`): pressed before the page's
 * scripts have run, it puts the code on the cart and the endpoint answers (the shop opens the cart
 * page, which shows it); hydrated, the app's `onApplyCoupon` (`ShopperActionsProvider`) applies it
 * in place and the section says it worked. "Keep it for later" keeps the code in this browser,
 * which needs the scripts: pressed before them it does nothing yet.
 */
export function CodeOffer({
  code,
  couponForm,
  onDone,
}: {
  code: KeptCode;
  couponForm: FormTarget;
  onDone?: () => void;
}) {
  const intl = useIntl();
  const applyCoupon = useShopperActions()?.onApplyCoupon;
  const [, keep] = useKeptCode();
  const [applying, setApplying] = useState(false);
  if (code.applied) {
    return <Text>{intl.formatMessage({ id: 'wheel.onCart' }, { code: code.couponCode })}</Text>;
  }
  const apply = (event: FormEvent<HTMLFormElement>) => {
    // Without the app's call, the form's post applies it.
    if (!applyCoupon) return;
    event.preventDefault();
    if (applying) return;
    setApplying(true);
    void applyCoupon(code.couponCode).then((applied) => {
      setApplying(false);
      if (!applied) return;
      toastQueue.add({ title: intl.formatMessage({ id: 'wheel.applied' }), tone: 'success' });
      keep({ ...code, applied: true });
      onDone?.();
    });
  };
  return (
    <Stack gap="sm">
      <Text>
        {intl.formatMessage({ id: 'wheel.yourCode' }, { name: withoutFullStop(code.name) })}{' '}
        <Text as="strong" weight="bold">
          {code.couponCode}
        </Text>
      </Text>
      <Inline gap="sm">
        <FormPost target={couponForm} own={{ couponCode: code.couponCode }} onSubmit={apply}>
          {/* Busy while the cart answers: named and focusable still, a second press ignored. */}
          <PlainButton type="submit" aria-disabled={applying || undefined}>
            {intl.formatMessage({ id: 'wheel.apply' })}
          </PlainButton>
        </FormPost>
        <PlainButton
          variant="secondary"
          onClick={() => {
            keep(code);
            toastQueue.add({
              title: intl.formatMessage({ id: 'wheel.kept' }, { code: code.couponCode }),
              tone: 'success',
            });
            onDone?.();
          }}
        >
          {intl.formatMessage({ id: 'wheel.keep' })}
        </PlainButton>
      </Inline>
    </Stack>
  );
}
