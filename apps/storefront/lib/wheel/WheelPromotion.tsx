'use client';

import { useIntl } from '@dar/i18n/react';
import {
  Box,
  Button,
  Heading,
  Inline,
  InlineAlert,
  Sheet,
  SpinningWheel,
  Stack,
  Text,
  toastQueue,
  type WheelItem,
} from '@dar/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useReport } from '../personal/card-actions';
import { usePersonalActions } from '../personal/personal';
import { useKeptCode, type KeptCode } from './kept-code';
import { offerIdOf, pickSegment, wheelPlan, type WheelOffer } from './plan';

/** The code and what to do with it: put it on the cart now, or keep it for the cart later. */
function CodeOffer({ code, onDone }: { code: KeptCode; onDone?: () => void }) {
  const intl = useIntl();
  const actions = usePersonalActions();
  const report = useReport();
  const [, keep] = useKeptCode();
  const [applying, setApplying] = useState(false);
  if (code.applied) {
    return <Text>{intl.formatMessage({ id: 'wheel.onCart' }, { code: code.couponCode })}</Text>;
  }
  return (
    <Stack gap="sm">
      <Text>
        {intl.formatMessage({ id: 'wheel.yourCode' }, { name: code.name })}{' '}
        <Text as="strong" weight="bold">
          {code.couponCode}
        </Text>
      </Text>
      <Inline gap="sm">
        <Button
          isPending={applying}
          onPress={() => {
            setApplying(true);
            void actions.applyCoupon(code.couponCode).then((result) => {
              setApplying(false);
              report(result, 'wheel.applied');
              if (result.ok) {
                keep({ ...code, applied: true });
                onDone?.();
              }
            });
          }}
        >
          {intl.formatMessage({ id: 'wheel.apply' })}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            keep(code);
            toastQueue.add({
              title: intl.formatMessage({ id: 'wheel.kept' }, { code: code.couponCode }),
              tone: 'success',
            });
            onDone?.();
          }}
        >
          {intl.formatMessage({ id: 'wheel.keep' })}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * The home page's wheel promotion (docs/product-spec.md §4, §9). Several offers: a panel whose button opens the
 * wheel; it stops on an offer drawn once per page at random, which the server checks for this
 * shopper before its coupon is shown. One offer: its code at once. None: nothing. A won code is
 * kept in this browser (no second spin), and goes on the cart now or later. The result stays until
 * the shopper closes it; the offer's `timeView` sets how long its toast stays (0: until closed).
 */
export function WheelPromotion({ offers }: { offers: readonly WheelOffer[] }) {
  const intl = useIntl();
  const titleId = useId();
  const plan = useMemo(() => wheelPlan(offers), [offers]);
  const actions = usePersonalActions();
  const [kept, keep] = useKeptCode();
  const [winner, setWinner] = useState<WheelItem | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  if (plan.kind === 'none') return null;
  const single =
    plan.kind === 'single' && plan.offer.couponCode
      ? { couponCode: plan.offer.couponCode, name: plan.offer.name }
      : null;
  if (plan.kind === 'single' && !single) return null;
  const code = kept ?? single;

  const landed = async (segment: WheelItem) => {
    if (plan.kind !== 'wheel') return;
    const offerId = offerIdOf(segment.id);
    const result = await actions.selectPromotion(offerId);
    if (!result.ok) {
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

  const open = (next: boolean) => {
    // Drawn once per page: closing and opening again does not draw again.
    if (next && plan.kind === 'wheel' && !winner) setWinner(pickSegment(plan));
    setOpen(next);
    // Once a code is won the wheel's button is gone: focus goes back to the panel, which shows it.
    if (!next && kept) requestAnimationFrame(() => panel.current?.focus());
  };

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      background="brandSubtle"
      borderRadius="md"
      padding="lg"
    >
      <div ref={panel} tabIndex={-1}>
        <Stack gap="md">
          <Heading level={2} id={titleId}>
            {intl.formatMessage({ id: 'wheel.title' })}
          </Heading>
          {code && !isOpen && <CodeOffer code={code} />}
          {plan.kind === 'wheel' && (!code || isOpen) && (
            <>
              <Text>{intl.formatMessage({ id: 'wheel.text' })}</Text>
              <div>
                <Sheet
                  title={intl.formatMessage({ id: 'wheel.title' })}
                  trigger={<Button>{intl.formatMessage({ id: 'wheel.open' })}</Button>}
                  isOpen={isOpen}
                  onOpenChange={open}
                >
                  {winner && (
                    <Stack gap="md" align="center">
                      <SpinningWheel
                        items={plan.segments}
                        winnerId={winner.id}
                        onResult={(segment) => void landed(segment)}
                      />
                      {kept && <CodeOffer code={kept} onDone={() => open(false)} />}
                      {unavailable && (
                        <InlineAlert intl={intl} tone="warning" isLive>
                          {intl.formatMessage({ id: 'wheel.unavailable' })}
                        </InlineAlert>
                      )}
                    </Stack>
                  )}
                </Sheet>
              </div>
            </>
          )}
        </Stack>
      </div>
    </Box>
  );
}
