import { CartView, Heading, RecentlyViewed, type CartData } from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { cartFixture } from '../../story-fixtures/cart';
import { catalogueProducts } from '../../story-fixtures/catalogue';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryRecentlyViewed = withIntl(RecentlyViewed);
const StoryCartView = withIntl(CartView);

const actions = {
  onQuantityChange: fn(),
  onRemoveLine: fn(),
  onApplyCoupon: fn(),
  onRemoveCoupon: fn(),
};

/** /cart (docs/product-spec.md §2): the lines, the coupon and the summary; "Recently viewed" under them. */
function CartPage({ locale, cart }: { locale: Locale; cart: CartData }) {
  const intl = useIntl();
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <ShopPage locale={locale} cartCount={count}>
      <Heading level={1}>{intl.formatMessage({ id: 'ui.overlay.cart' })}</Heading>
      <StoryCartView
        {...actions}
        cart={cart}
        productHref={(line) => localised(locale, `/products/${line.productSlug}`)}
        checkoutHref={localised(locale, '/checkout')}
        continueShoppingHref={localised(locale, '/products')}
      />
      <StoryRecentlyViewed products={catalogueProducts(locale).slice(2, 7)} />
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar', cart: cartFixture('ar') },
  render: (_args, { globals }) => {
    const locale = pageLocale(globals.locale);
    return <CartPage locale={locale} cart={cartFixture(locale)} />;
  },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four pieces on three lines, a coupon applied, the summary beside them on wide screens. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(messages['ui.overlay.cart']);
    await expect(
      canvas.getByRole('heading', { level: 2, name: messages['cart.summary.title'] }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: messages['cart.summary.checkout'] }),
    ).toBeVisible();
  },
};

/** Nothing in the cart: the empty state leads back to the shop. */
export const Empty: Story = {
  render: (_args, { globals }) => {
    const locale = pageLocale(globals.locale);
    return <CartPage locale={locale} cart={{ ...cartFixture(locale), lines: [] }} />;
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = messagesFor(pageLocale(globals.locale));
    await expectPageOutline(canvasElement);
    await expect(
      canvas.getByRole('link', { name: messages['cart.continueShopping'] }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: messages['cart.summary.checkout'] }),
    ).toBeNull();
  },
};
