import { formatMoney, messagesFor, type MessageKey } from '@dar/i18n';
import { OrderSummary } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { checkoutSummary, longArabicSummary } from '../../../../story-fixtures/checkout';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryOrderSummary = withIntl(OrderSummary);

const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const text = (locale: 'ar' | 'en', id: MessageKey) => messagesFor(locale)[id];
/** As the page shows it; jest-dom reads the no-break spaces of the formatted amount as spaces. */
const money = (amount: number, locale: 'ar' | 'en') =>
  formatMoney(amount, 'EGP', locale, { trimZeroFraction: true }).replace(/\s+/g, ' ');

const meta = {
  title: 'Sections/Checkout/OrderSummary',
  component: StoryOrderSummary,
  args: { summary: checkoutSummary('ar'), onPlaceOrder: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '26rem' }}>
      <StoryOrderSummary {...args} summary={checkoutSummary(loc(globals.locale))} />
    </div>
  ),
} satisfies Meta<typeof StoryOrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines, subtotal, shipping, the coupon, the total with VAT and the tax summary; then place the order. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    const summary = checkoutSummary(locale);
    const total = canvas.getByText(text(locale, 'checkout.summary.total')).parentElement!;
    await expect(total).toHaveTextContent(money(summary.totalWithTax, locale));
    const table = canvas.getByRole('table', { name: text(locale, 'checkout.summary.tax') });
    const row = within(table).getByRole('row', {
      name: new RegExp(summary.taxSummary[0]!.description),
    });
    await expect(row).toHaveTextContent(money(summary.taxSummary[0]!.taxBase, locale));
    await expect(row).toHaveTextContent(money(summary.taxSummary[0]!.taxTotal, locale));
    await expect(canvas.getByText(summary.discounts[0]!.description)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.summary.placeOrder') }),
    );
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** Before a shipping method is chosen, and with something still missing: the button says why it waits. */
export const Incomplete: Story = {
  args: { canPlaceOrder: false },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '26rem' }}>
      <StoryOrderSummary
        {...args}
        summary={{ ...checkoutSummary(loc(globals.locale)), shippingWithTax: null }}
      />
    </div>
  ),
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByText(text(locale, 'checkout.summary.shippingLater'))).toBeVisible();
    const button = canvas.getByRole('button', {
      name: text(locale, 'checkout.summary.placeOrder'),
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text(locale, 'checkout.summary.incomplete'));
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** The order summary's outline while the order loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', {
      name: text(loc(globals.locale), 'checkout.summary.title'),
    });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** Placing the order failed (docs/product-spec.md §8); the button can be pressed again. */
export const ErrorMessage: Story = {
  render: (args, { globals }) => {
    const locale = loc(globals.locale);
    return (
      <div style={{ maxInlineSize: '26rem' }}>
        <StoryOrderSummary
          {...args}
          summary={checkoutSummary(locale)}
          error={messagesFor(locale)['shopError.payment']}
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text(locale, 'shopError.payment'));
    await expect(
      canvas.getByRole('button', { name: text(locale, 'checkout.summary.placeOrder') }),
    ).toBeEnabled();
  },
};

/** Placing the order: the button waits and a second press does nothing. */
export const Placing: Story = {
  args: { isPlacingOrder: true },
  play: async ({ args, canvas, globals }) => {
    const locale = loc(globals.locale);
    await expect(
      canvas.getByRole('progressbar', { name: text(locale, 'checkout.summary.placing') }),
    ).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: text(locale, 'checkout.summary.placeOrder') }),
    );
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** Long Arabic product names, a long discount and two tax rows wrap in a narrow column. */
export const LongArabicText: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <StoryOrderSummary {...args} summary={longArabicSummary()} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};
