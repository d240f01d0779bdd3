import {
  IconArrowEnd,
  IconArrowStart,
  IconCart,
  IconChevronDown,
  IconChevronEnd,
  IconChevronStart,
  IconClose,
  IconHeart,
  IconMenu,
  IconPhone,
  IconSearch,
  IconShield,
  IconTruck,
  IconUser,
  type IconProps,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';

const icons: Record<string, ComponentType<IconProps>> = {
  cart: IconCart,
  heart: IconHeart,
  search: IconSearch,
  user: IconUser,
  menu: IconMenu,
  close: IconClose,
  phone: IconPhone,
  truck: IconTruck,
  shield: IconShield,
  chevronStart: IconChevronStart,
  chevronEnd: IconChevronEnd,
  chevronDown: IconChevronDown,
  arrowStart: IconArrowStart,
  arrowEnd: IconArrowEnd,
};
const directional = ['chevronStart', 'chevronEnd', 'arrowStart', 'arrowEnd'];

const copy = {
  ar: {
    cart: 'السلة',
    heart: 'المفضلة',
    search: 'بحث',
    user: 'حسابي',
    menu: 'القائمة',
    close: 'إغلاق',
    phone: 'اتصل بنا',
    truck: 'التوصيل',
    shield: 'الضمان',
    chevronStart: 'السابق',
    chevronEnd: 'التالي',
    chevronDown: 'عرض المزيد',
    arrowStart: 'رجوع',
    arrowEnd: 'متابعة',
    wishlist: 'أضف إلى المفضلة',
  },
  en: {
    cart: 'Cart',
    heart: 'Wishlist',
    search: 'Search',
    user: 'My account',
    menu: 'Menu',
    close: 'Close',
    phone: 'Call us',
    truck: 'Delivery',
    shield: 'Warranty',
    chevronStart: 'Previous',
    chevronEnd: 'Next',
    chevronDown: 'Show more',
    arrowStart: 'Back',
    arrowEnd: 'Continue',
    wishlist: 'Add to wishlist',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const isMirrored = (element: Element) =>
  getComputedStyle(element).transform.startsWith('matrix(-1');

const meta = {
  title: 'Foundations/Icon',
  component: IconCart,
  args: { size: 'lg' },
} satisfies Meta<typeof IconCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: (args, { globals }) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          data-icon={name}
          style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}
        >
          <Icon {...args} />
          <span>{copy[loc(globals.locale)][name as keyof (typeof copy)['en']]}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, globals }) => {
    const items = Array.from(canvasElement.querySelectorAll<HTMLElement>('li[data-icon]'));
    await expect(items).toHaveLength(Object.keys(icons).length);
    for (const item of items) {
      const svg = item.querySelector('svg')!;
      // Decoration by default: the visible word carries the meaning.
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getBoundingClientRect().width).toBe(24);
      // Only icons that point turn around in Arabic.
      const pointing = directional.includes(item.dataset.icon!);
      await expect(isMirrored(svg)).toBe(pointing && globals.dir === 'rtl');
    }
  },
};

export const Labelled: Story = {
  render: (args, { globals }) => (
    <a href="#wishlist" style={{ display: 'inline-flex', padding: '0.5rem', color: 'inherit' }}>
      <IconHeart {...args} label={copy[loc(globals.locale)].wishlist} />
    </a>
  ),
  play: async ({ canvas, globals }) => {
    const name = copy[loc(globals.locale)].wishlist;
    // An icon-only link is named by the icon's label.
    await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (_args, { globals }) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '1rem', margin: 0 }}>
      <IconTruck size="sm" />
      <IconTruck size="md" />
      <IconTruck size="lg" />
      <span style={{ fontSize: '2rem' }}>
        <IconTruck /> {copy[loc(globals.locale)].truck}
      </span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const widths = Array.from(canvasElement.querySelectorAll('svg')).map(
      (svg) => svg.getBoundingClientRect().width,
    );
    // sm, md, lg from the tokens; the default follows the text size (2rem here).
    await expect(widths).toEqual([16, 20, 24, 32]);
  },
};
