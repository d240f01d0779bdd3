import { getIntl } from '@dar/i18n/server';
import {
  createShopperActionsSource,
  ShopperActionsProvider,
  WheelPromotion,
  type WheelOffer,
  type WonCoupon,
} from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryWheelPromotion = withIntl(WheelPromotion);

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';
const m = (context: Pick<StoryContext, 'globals'>, id: string, values?: Record<string, string>) =>
  getIntl(loc(context)).formatMessage({ id }, values);

const names = {
  ar: ['خصم ١٠٪ على الكنب', 'توصيل مجاني', 'خدادية هدية'],
  en: ['10% off sofas', 'Free delivery', 'Free cushion'],
} as const;
/** The wheel's offers as the home page gets them: no coupon in the cached page. */
const wheelOffers = (locale: Locale): WheelOffer[] =>
  names[locale].map((name, index) => ({
    id: String(index + 1),
    name,
    timeView: 0,
    couponCode: null,
  }));
const singleOffer = (locale: Locale): WheelOffer[] => [
  { id: '1', name: names[locale][1], timeView: 0, couponCode: 'DELIVERY' },
];

/** Where the wheel stops is drawn at random; the server's coupon is the same in every story. */
const CODE = 'WHEEL10';
const won = (): WonCoupon => ({
  couponCode: CODE,
  name: names[document.documentElement.lang === 'en' ? 'en' : 'ar'][0],
});
const onSelectPromotion = fn(async (_offerId: string): Promise<WonCoupon | null> => won());
const onSelectUnavailable = fn(async (_offerId: string): Promise<WonCoupon | null> => null);
const onApplyCoupon = fn(async (_couponCode: string) => true);

/**
 * The section as the shop's home page renders it, under the provider the shop fills in the
 * browser: here a fake source whose calls answer at once (the server's check of the offer, the
 * cart's coupon).
 */
function WheelUnderProvider({
  offers,
  selectPromotion,
}: {
  offers: WheelOffer[];
  selectPromotion: typeof onSelectPromotion;
}) {
  const [source] = useState(() =>
    createShopperActionsSource({
      isGuest: true,
      onSelectPromotion: selectPromotion,
      onApplyCoupon,
    }),
  );
  return (
    <ShopperActionsProvider source={source}>
      <StoryWheelPromotion
        offers={offers}
        home="/"
        couponForm={{ action: '#coupon', fields: { locale: 'ar' } }}
      />
    </ShopperActionsProvider>
  );
}

const meta = {
  title: 'Sections/Catalogue/WheelPromotion',
  component: WheelUnderProvider,
  args: { offers: [], selectPromotion: onSelectPromotion },
  // A code won in one story is kept in this browser: each story starts without one.
  beforeEach: () => {
    window.localStorage.removeItem('dar-promo-code');
    onSelectPromotion.mockClear();
    onSelectUnavailable.mockClear();
    onApplyCoupon.mockClear();
  },
} satisfies Meta<typeof WheelUnderProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** Without reduced motion the wheel turns for four seconds. */
const SPIN = { timeout: 6000 };

/**
 * Several offers: the panel's button opens the wheel, which stops on an offer the server checks;
 * its code is offered, and "Apply" puts it on the cart, after which the panel says so.
 */
export const Wheel: Story = {
  render: (_args, context) => (
    <WheelUnderProvider offers={wheelOffers(loc(context))} selectPromotion={onSelectPromotion} />
  ),
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { name: m(context, 'wheel.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m(context, 'wheel.open') }));
    const dialog = await body.findByRole('dialog', { name: m(context, 'wheel.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: m(context, 'ui.wheel.spin') }),
    );

    // It stopped on one of the offers, which the server was asked about; its code is offered.
    await waitFor(() => expect(onSelectPromotion).toHaveBeenCalledTimes(1), SPIN);
    const offerId = onSelectPromotion.mock.calls[0]?.[0];
    await expect(['1', '2', '3']).toContain(offerId);
    await expect(await within(dialog).findByText(CODE)).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: m(context, 'wheel.apply') }));
    await waitFor(() => expect(onApplyCoupon).toHaveBeenCalledWith(CODE));
    // The dialog closes; the panel says the code is on the cart, and no second spin is offered.
    await expect(await canvas.findByText(m(context, 'wheel.onCart', { code: CODE }))).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('button', { name: m(context, 'wheel.open') })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The offer the wheel stopped on is no longer available to this shopper: the dialog says so. */
export const OfferUnavailable: Story = {
  // Where the wheel stops differs on every run: no picture to compare.
  tags: ['no-visual'],
  render: (_args, context) => (
    <WheelUnderProvider offers={wheelOffers(loc(context))} selectPromotion={onSelectUnavailable} />
  ),
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: m(context, 'wheel.open') }));
    const dialog = await body.findByRole('dialog', { name: m(context, 'wheel.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: m(context, 'ui.wheel.spin') }),
    );
    await expect(
      await within(dialog).findByText(m(context, 'wheel.unavailable'), undefined, SPIN),
    ).toBeVisible();
    await expect(onSelectUnavailable).toHaveBeenCalledTimes(1);
    await expect(within(dialog).queryByText(CODE)).toBeNull();
  },
};

/**
 * A single offer is its code at once, no wheel. "Apply" is a form post to the app's coupon
 * endpoint with the code (what a press before the page's scripts sends); "Keep it for later" keeps
 * it in this browser.
 */
export const SingleOffer: Story = {
  render: (_args, context) => (
    <WheelUnderProvider offers={singleOffer(loc(context))} selectPromotion={onSelectPromotion} />
  ),
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.queryByRole('button', { name: m(context, 'wheel.open') })).toBeNull();
    await expect(canvas.getByText('DELIVERY')).toBeVisible();
    const apply = canvas.getByRole('button', { name: m(context, 'wheel.apply') });
    const form = apply.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '#coupon');
    await expect(form).toHaveFormValues({ couponCode: 'DELIVERY', locale: 'ar' });
    await expect(canvas.getByRole('button', { name: m(context, 'wheel.keep') })).toBeVisible();
    await expect(onSelectPromotion).not.toHaveBeenCalled();
  },
};

/**
 * The panel as the cached page has it, before any press: its button asks for the home page at
 * the panel when the page's scripts have not run yet, and opens the wheel's dialog once they have.
 */
export const Panel: Story = {
  render: (_args, context) => (
    <WheelUnderProvider offers={wheelOffers(loc(context))} selectPromotion={onSelectPromotion} />
  ),
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByText(m(context, 'wheel.text'))).toBeVisible();
    const open = canvas.getByRole('button', { name: m(context, 'wheel.open') });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(open.closest('form')).toHaveAttribute('action', '/#wheel-promotion');
    await expect(canvas.getByRole('region', { name: m(context, 'wheel.title') })).toBeVisible();
  },
};
