'use client';

import { useIntl } from '@dar/i18n/react';
import { FormPost, Inline, PlainButton, Stack, Text, toastQueue, type FormTarget } from '@dar/ui';
import { useState, type FormEvent } from 'react';
import { useReport } from '../personal/card-actions';
import { usePersonalActions } from '@dar/commerce-hooks/personal';
import { useKeptCode, type KeptCode } from './kept-code';

/**
 * The code and what to do with it: put it on the cart now, or keep it for the cart later. Native
 * buttons (no React Aria), since the home page shows it on first load for a single offer, or for a
 * code this browser keeps. Its words hold the code, known only in the browser, so they come from
 * the page's catalogue through `@dar/i18n`'s formatter (`useIntl`, already on every page).
 *
 * "Apply" is a form posted to the cart's coupon endpoint: pressed before the page's scripts have
 * run, it puts the code on the cart and opens the cart page, which shows it; hydrated, the personal
 * store applies it in place and says how it went. "Keep it for later" keeps the code in this
 * browser, which needs the scripts: pressed before them it does nothing yet.
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
  const actions = usePersonalActions();
  const report = useReport();
  const [, keep] = useKeptCode();
  const [applying, setApplying] = useState(false);
  if (code.applied) {
    return <Text>{intl.formatMessage({ id: 'wheel.onCart' }, { code: code.couponCode })}</Text>;
  }
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying) return;
    setApplying(true);
    void actions.applyCoupon(code.couponCode).then((result) => {
      setApplying(false);
      report(result, 'wheel.applied');
      if (result.ok) {
        keep({ ...code, applied: true });
        onDone?.();
      }
    });
  };
  return (
    <Stack gap="sm">
      <Text>
        {intl.formatMessage({ id: 'wheel.yourCode' }, { name: code.name })}{' '}
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
