'use client';

import { useEffect, useRef, useState } from 'react';

import { buttonClassName } from '../../../Button/PlainButton';
import { DeferredTrigger } from '../../../DeferredTrigger';
import type { FormTarget } from '../../../FormPost';
import { useShopperActions, type WithMessages } from '../../../ShopperActions/ShopperActions';
import { Stack } from '../../../Stack';
import { Text } from '../../../Text';
import { CodeOffer } from './CodeOffer';
import { hasKeptCode, useKeptCode, type KeptCode } from './keptCode';
import { WHEEL_SECTION_ID, type WheelPlan } from './plan';

/** Without the app's `withMessages`: the dialog renders with the page's messages. */
const pageMessages: WithMessages = (_unit, module, pick) => module.then(pick);

/**
 * The dialog, the wheel and React Aria's button: loaded when the shopper reaches for the wheel,
 * with the dialog's messages the page does not carry when the app sends them with the code (a lazy
 * unit, `WheelDialog`: an app's scan of `withMessages('Unit', import(…))` finds its ids here).
 */
const loadDialog = (withMessages: WithMessages) =>
  withMessages('WheelDialog', import('./WheelDialog'), (module) => module.WheelDialog).then(
    (WheelDialog) => ({ WheelDialog }),
  );

export interface WheelPanelProps {
  plan: Exclude<WheelPlan, { kind: 'none' }>;
  /** The single offer's code, shown at once (docs/product-spec.md §4). */
  single: KeptCode | null;
  /** Formatted on the server: this leaf carries no catalogue of its own. */
  labels: { text: string; open: string };
  /** The home page, in the page's language: where a press before hydration goes. */
  home: string;
  /** The app's coupon endpoint: "Apply" posts to it before hydration. */
  couponForm: FormTarget;
}

/**
 * The wheel panel's client leaf, hydrated with the page and light: the wheel's button is a native
 * `<button>` with `Button`'s look, and the dialog, the wheel and React Aria come with `WheelDialog`
 * when a pointer, focus or a press reaches it (`DeferredTrigger`). After hydration it reads the
 * code this browser keeps (localStorage), which the cached HTML (a guest's) cannot show: the code
 * and its offer then take the button's place.
 *
 * A press on the wheel's button before the page's scripts have run is not lost: the button submits
 * a `GET` form to the home page with the panel's fragment (`/?#wheel-promotion`), so the browser
 * loads the page again at the panel, and once this leaf has hydrated there it opens the wheel (the
 * shop's held-scripts journey). Once hydrated, a press opens the
 * wheel in place and the form is not sent. The wheel itself needs the scripts (its spin and the
 * server's check of where it stopped), so without JavaScript the press only shows the panel.
 */
export function WheelPanel({ plan, single, labels, home, couponForm }: WheelPanelProps) {
  const withMessages = useShopperActions()?.withMessages ?? pageMessages;
  const [kept] = useKeptCode();
  const [isOpen, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const code = kept ?? single;

  // Back from a press made before hydration: the address says so; open the wheel once, unless a
  // code is kept already (then there is no wheel to open).
  useEffect(() => {
    if (window.location.hash !== `#${WHEEL_SECTION_ID}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!hasKeptCode()) trigger.current?.click();
  }, []);

  const open = (next: boolean) => {
    setOpen(next);
    // Once a code is won the wheel's button is gone: focus goes back to the panel, which shows it.
    if (!next && kept) requestAnimationFrame(() => panel.current?.focus());
  };

  return (
    <div ref={panel} tabIndex={-1}>
      <Stack gap="md">
        {code && !isOpen && <CodeOffer code={code} couponForm={couponForm} />}
        {plan.kind === 'wheel' && (!code || isOpen) && (
          <>
            <Text>{labels.text}</Text>
            <form method="get" action={`${home}#${WHEEL_SECTION_ID}`}>
              <DeferredTrigger
                load={() => loadDialog(withMessages)}
                popup="dialog"
                trigger={
                  <button ref={trigger} type="submit" className={buttonClassName()}>
                    {labels.open}
                  </button>
                }
              >
                {(dialog, ariaTrigger) => (
                  <dialog.WheelDialog
                    plan={plan}
                    trigger={ariaTrigger}
                    isOpen={isOpen}
                    onOpenChange={open}
                    couponForm={couponForm}
                  />
                )}
              </DeferredTrigger>
            </form>
          </>
        )}
      </Stack>
    </div>
  );
}
