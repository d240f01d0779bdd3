import { Button, CartOverlay, CartView, type CartData, type CartViewProps } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  cartFixture,
  cartSummaryFixture,
  longCartLineFixture,
  productHref,
} from '../../../../story-fixtures/cart';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryCartView = withIntl(CartView);

const copy = {
  ar: {
    count: (n: string) => `${n} منتجات في سلتك`,
    lines: '٤ منتجات في سلتك',
    empty: 'سلتك فارغة',
    continue: 'تابع التسوق',
    summary: 'ملخص السلة',
    coupon: 'كود الخصم',
    checkout: 'إتمام الشراء',
    remove: (name: string) => `إزالة ${name} من السلة`,
    quantity: (name: string) => `كمية ${name}`,
    increase: 'زيادة الكمية',
    loading: 'جارٍ تحميل سلتك',
    error: 'عذرًا، حدث خطأ ما',
    retry: 'حاول مرة أخرى',
    open: 'افتح السلة',
    drawer: 'سلة التسوق',
    onlyTwoLeft: 'متبقٍ قطعتان فقط في المخزون.',
  },
  en: {
    count: (n: string) => `${n} items in your cart`,
    lines: '4 items in your cart',
    empty: 'Your cart is empty',
    continue: 'Continue shopping',
    summary: 'Cart summary',
    coupon: 'Coupon code',
    checkout: 'Checkout',
    remove: (name: string) => `Remove ${name} from the cart`,
    quantity: (name: string) => `Quantity of ${name}`,
    increase: 'Increase quantity',
    loading: 'Loading your cart',
    error: 'Sorry, Something went wrong',
    retry: 'Try again',
    open: 'Open the cart',
    drawer: 'Cart',
    onlyTwoLeft: 'Only 2 pieces are left in stock.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const SERVER_MS = 300;
const wait = () => new Promise((resolve) => setTimeout(resolve, SERVER_MS));

type StoryProps = Omit<
  CartViewProps,
  'intl' | 'cart' | 'productHref' | 'checkoutHref' | 'continueShoppingHref'
> & {
  initialCart?: CartData;
};

/** The cart view over a cart that answers like the storefront's hooks. */
function CartWithState({
  initialCart,
  onQuantityChange,
  onRemoveLine,
  onApplyCoupon,
  ...props
}: StoryProps) {
  const [cart, setCart] = useState(initialCart);
  const update = (lines: CartData['lines']) =>
    setCart(
      (current) =>
        current && {
          ...current,
          ...cartSummaryFixture(lines),
          couponCodes: current.couponCodes,
          lines,
        },
    );
  return (
    <StoryCartView
      {...props}
      cart={cart}
      productHref={productHref}
      checkoutHref="/checkout"
      continueShoppingHref="/products"
      onQuantityChange={async (lineId, quantity) => {
        await onQuantityChange?.(lineId, quantity);
        await wait();
        if (!cart) return;
        update(
          cart.lines.map((line) =>
            line.id === lineId ? { ...line, quantity, linePrice: line.unitPrice * quantity } : line,
          ),
        );
      }}
      onRemoveLine={async (lineId) => {
        await onRemoveLine?.(lineId);
        await wait();
        if (!cart) return;
        update(cart.lines.filter((line) => line.id !== lineId));
      }}
      onApplyCoupon={onApplyCoupon}
    />
  );
}

const meta = {
  title: 'Sections/Cart/CartView',
  component: CartWithState,
  args: {
    onQuantityChange: fn(),
    onRemoveLine: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CartWithState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  render: (args, { globals }) => (
    <CartWithState {...args} initialCart={cartFixture(loc(globals.locale))} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('list', { name: t.lines })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: t.summary })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.coupon })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.checkout })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const ChangeAndRemove: Story = {
  render: (args, { globals }) => (
    <CartWithState {...args} initialCart={cartFixture(loc(globals.locale))} />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const [sofa, armchair] = cartFixture(loc(globals.locale)).lines;
    const sofaLine = canvas.getByRole('article', { name: sofa!.name });
    const increase = within(sofaLine).getByRole('button', { name: t.increase });
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-1', 2);
    // The count follows once the cart has answered.
    await waitFor(() =>
      expect(
        canvas.getByRole('list', { name: t.count(globals.locale === 'en' ? '5' : '٥') }),
      ).toBeVisible(),
    );

    await userEvent.click(canvas.getByRole('button', { name: t.remove(armchair!.name) }));
    await expect(args.onRemoveLine).toHaveBeenCalledWith('line-2');
    await waitFor(() => expect(canvas.queryByRole('article', { name: armchair!.name })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.unhover(increase);
  },
};

export const RemovingTheLastLineEmptiesTheCart: Story = {
  render: (args, { globals }) => {
    const cart = cartFixture(loc(globals.locale));
    return <CartWithState {...args} initialCart={{ ...cart, lines: cart.lines.slice(0, 1) }} />;
  },
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const [sofa] = cartFixture(loc(globals.locale)).lines;
    await userEvent.click(canvas.getByRole('button', { name: t.remove(sofa!.name) }));
    await expect(args.onRemoveLine).toHaveBeenCalledWith('line-1');
    await expect(await canvas.findByRole('heading', { name: t.empty })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.continue })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const InsufficientStock: Story = {
  render: (args, { globals }) => (
    <CartWithState
      {...args}
      initialCart={cartFixture(loc(globals.locale))}
      lineProblems={{ 'line-2': { quantityAvailable: 2 } }}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const [, armchair] = cartFixture(loc(globals.locale)).lines;
    const line = canvas.getByRole('article', { name: armchair!.name });
    await expect(within(line).getByRole('status')).toHaveTextContent(t.onlyTwoLeft);
  },
};

export const Empty: Story = {
  render: (args, { globals }) => (
    <CartWithState {...args} initialCart={{ ...cartFixture(loc(globals.locale)), lines: [] }} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.empty })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.continue })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  render: (args, { globals }) => (
    <CartWithState {...args} errorMessage={copy[loc(globals.locale)].error} />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByText(t.error)).toBeVisible();
    const retry = canvas.getByRole('button', { name: t.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await userEvent.unhover(retry);
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const cart = cartFixture(loc(globals.locale));
    const lines = [longCartLineFixture(), ...cart.lines.slice(0, 1)];
    return (
      <CartWithState {...args} initialCart={{ ...cart, ...cartSummaryFixture(lines), lines }} />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longCartLineFixture().name })).toBeVisible();
  },
};

export const InTheDrawer: Story = {
  args: { variant: 'drawer' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <CartOverlay trigger={<Button>{t.open}</Button>}>
        <CartWithState {...args} initialCart={cartFixture(loc(globals.locale))} />
      </CartOverlay>
    );
  },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: t.open }));
    const dialog = await body.findByRole('dialog', { name: t.drawer });
    await expect(within(dialog).getAllByRole('article')).toHaveLength(3);
    // Under the drawer's title: the summary is one level down.
    await expect(within(dialog).getByRole('heading', { level: 3, name: t.summary })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: t.checkout })).toBeVisible();
  },
};

export const EmptyInTheDrawer: Story = {
  args: { variant: 'drawer' },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <CartOverlay trigger={<Button>{t.open}</Button>}>
        <CartWithState {...args} initialCart={{ ...cartFixture(loc(globals.locale)), lines: [] }} />
      </CartOverlay>
    );
  },
  play: async ({ globals }) => {
    const t = copy[loc(globals.locale)];
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: t.open }));
    const dialog = await body.findByRole('dialog', { name: t.drawer });
    await expect(within(dialog).getByRole('heading', { level: 3, name: t.empty })).toBeVisible();
  },
};
