import { EmptyState, IconCart, IconSearch, LinkButton } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    cartTitle: 'سلتك فارغة',
    cartText: 'تصفح أحدث قطع الأثاث وأضف ما يعجبك إلى السلة.',
    shop: 'تسوّق الآن',
    searchTitle: 'لا توجد نتائج لبحثك عن «كنبة سرير قابلة للطي من خشب الجوز بمسند جانبي»',
    searchText:
      'جرّب كلمات أقل أو أعم، أو تصفح الأقسام مباشرة: غرف المعيشة وغرف النوم وغرف السفرة والمكاتب.',
  },
  en: {
    cartTitle: 'Your cart is empty',
    cartText: 'Browse our newest pieces and add what you like to your cart.',
    shop: 'Shop now',
    searchTitle: 'No results for “folding walnut sofa bed with side armrest”',
    searchText:
      'Try fewer or broader words, or browse the departments: living rooms, bedrooms, dining rooms and offices.',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const homes = { ar: '/', en: '/en' } as const;

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: { title: copy.ar.cartTitle },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <EmptyState
        {...args}
        title={t.cartTitle}
        description={t.cartText}
        illustration={<IconCart size="fill" />}
        action={<LinkButton href={homes[loc(globals.locale)]}>{t.shop}</LinkButton>}
      />
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.cartTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.shop })).toHaveAttribute(
      'href',
      homes[loc(globals.locale)],
    );
    // The picture is decoration: nothing in it is announced.
    await expect(
      canvasElement.querySelector('svg')!.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  },
};

export const NoSearchResults: Story = {
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <EmptyState
        {...args}
        titleLevel={3}
        title={t.searchTitle}
        description={t.searchText}
        illustration={<IconSearch size="fill" />}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent(copy[loc(globals.locale)].searchTitle);
    // A long query wraps inside the readable width instead of stretching the page.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
