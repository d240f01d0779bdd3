import type { ShopIntl } from '@dar/i18n';

import { Box } from '../../../Box';
import type { FormTarget } from '../../../FormPost';
import { Heading } from '../../../Heading';
import { Stack } from '../../../Stack';
import { WheelPanel } from './WheelPanel';
import { WHEEL_SECTION_ID, wheelPlan, type WheelOffer } from './plan';

export interface WheelPromotionProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The wheel promotions on offer (`wheelOffers`): none, one, or several. */
  offers: readonly WheelOffer[];
  /**
   * The home page in the page's language (`localizedPath('/', locale)`): a press on the wheel's
   * button before the page's scripts have run asks for it at the panel.
   */
  home: string;
  /** The app's coupon endpoint, with the fields it needs: "Apply" posts `couponCode` to it. */
  couponForm: FormTarget;
}

/**
 * The home page's wheel promotion (docs/product-spec.md §4, §9), rendered by the page's Server
 * Component: the panel's heading and words are server HTML, and its one client leaf, `WheelPanel`,
 * is a native button (no React Aria) that loads the wheel's dialog on first use. Several offers: a
 * panel whose button opens the wheel. One offer: its code at once. None: nothing. The cached HTML
 * is a guest's; a code this browser has kept is shown by the leaf once it has hydrated.
 *
 * The shopper's calls come from the app in the browser (`ShopperActionsProvider`):
 * `onSelectPromotion` (the server's check of where the wheel stopped), `onApplyCoupon` ("Apply"),
 * and `withMessages` (the dialog's messages, when the page does not carry them).
 */
export function WheelPromotion({ intl, offers, home, couponForm }: WheelPromotionProps) {
  const plan = wheelPlan(offers);
  if (plan.kind === 'none') return null;
  const single =
    plan.kind === 'single' && plan.offer.couponCode
      ? { couponCode: plan.offer.couponCode, name: plan.offer.name }
      : null;
  if (plan.kind === 'single' && !single) return null;
  return (
    <Box
      as="section"
      aria-labelledby={WHEEL_SECTION_ID}
      background="brandSubtle"
      borderRadius="md"
      padding="lg"
    >
      <Stack gap="md">
        <Heading level={2} id={WHEEL_SECTION_ID}>
          {intl.formatMessage({ id: 'wheel.title' })}
        </Heading>
        <WheelPanel
          plan={plan}
          single={single}
          labels={{
            text: intl.formatMessage({ id: 'wheel.text' }),
            open: intl.formatMessage({ id: 'wheel.open' }),
          }}
          home={home}
          couponForm={couponForm}
        />
      </Stack>
    </Box>
  );
}
