import { IconArrowEnd, IconCart, LinkButton } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    shop: 'تسوّق الكنب',
    cart: 'اذهب إلى السلة',
    checkout: 'متابعة إلى الدفع',
    soon: 'التشكيلة الجديدة قريبًا',
    long: 'تصفح تشكيلة غرف النوم الكاملة المصنوعة من خشب الزان المصري مع التوصيل والتركيب المجاني',
  },
  en: {
    shop: 'Shop sofas',
    cart: 'Go to cart',
    checkout: 'Continue to checkout',
    soon: 'New collection coming soon',
    long: 'Browse complete bedroom sets made from Egyptian beech with free delivery and assembly',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const isMirrored = (element: Element) =>
  getComputedStyle(element).transform.startsWith('matrix(-1');

const meta = {
  title: 'Controls/LinkButton',
  component: LinkButton,
  args: { children: null, href: '#sofas', onPress: fn() },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  render: (args, { globals }) => (
    <LinkButton {...args}>{copy[loc(globals.locale)].shop}</LinkButton>
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    // A link, not a button: it can be opened in a new tab and shows where it goes.
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].shop });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#sofas');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.unhover(link);
    link.blur();
  },
};

export const WithIcons: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <LinkButton {...args} href="#cart" variant="secondary" iconStart={<IconCart size="fill" />}>
          {t.cart}
        </LinkButton>
        <LinkButton {...args} href="#checkout" iconEnd={<IconArrowEnd size="fill" />}>
          {t.checkout}
        </LinkButton>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const checkout = canvas.getByRole('link', { name: t.checkout });
    const arrow = checkout.querySelector('svg')!;
    const label = checkout.querySelector('span:not([aria-hidden])')!;
    // The icon turns with the text, and sits at the inline end in both directions.
    await expect(isMirrored(arrow)).toBe(globals.dir === 'rtl');
    const arrowBox = arrow.getBoundingClientRect();
    const labelBox = label.getBoundingClientRect();
    if (globals.dir === 'rtl') await expect(arrowBox.right).toBeLessThanOrEqual(labelBox.left);
    else await expect(arrowBox.left).toBeGreaterThanOrEqual(labelBox.right);
    const cart = canvas.getByRole('link', { name: t.cart });
    await expect(isMirrored(cart.querySelector('svg')!)).toBe(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  render: (args, { globals }) => (
    <LinkButton {...args}>{copy[loc(globals.locale)].soon}</LinkButton>
  ),
  play: async ({ args, canvas, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].soon });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { fullWidth: true, size: 'lg' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <LinkButton {...args}>{copy[loc(globals.locale)].long}</LinkButton>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].long });
    // The label wraps inside the button rather than overflowing it.
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    await expect(link.getBoundingClientRect().width).toBe(
      link.parentElement!.getBoundingClientRect().width,
    );
  },
};
