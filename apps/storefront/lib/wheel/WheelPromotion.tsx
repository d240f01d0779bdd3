import { localizedPath, type Locale, type ShopIntl } from '@dar/i18n';
import { Box, Heading, Stack } from '@dar/ui';
import { COUPON_PATH, formFields } from '../cart/forms';
import { WHEEL_SECTION_ID, WheelPanel } from './WheelPanel';
import { wheelPlan, type WheelOffer } from './plan';

/**
 * The home page's wheel promotion (docs/product-spec.md §4, §9), rendered by the page's Server
 * Component: the panel's heading and words are server HTML, and its one client leaf, `WheelPanel`,
 * is a native button (no React Aria) that loads the wheel's dialog on first use. Several offers: a
 * panel whose button opens the wheel. One offer: its code at once. None: nothing. The cached HTML
 * is a guest's; a code this browser has kept is shown by the leaf once it has hydrated.
 */
export function WheelPromotion({
  intl,
  locale,
  offers,
}: {
  intl: ShopIntl;
  locale: Locale;
  offers: readonly WheelOffer[];
}) {
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
          home={localizedPath('/', locale)}
          couponForm={{ action: COUPON_PATH, fields: formFields(locale) }}
        />
      </Stack>
    </Box>
  );
}
