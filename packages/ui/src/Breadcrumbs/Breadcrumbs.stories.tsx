import { Breadcrumbs } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { withIntl } from '../../story-fixtures/withIntl';

const copy = {
  ar: {
    nav: 'مسار التصفح',
    home: 'الرئيسية',
    living: 'غرفة المعيشة',
    sofas: 'الكنب',
    product: 'كنبة النيل ثلاثية المقاعد',
    longCategory: 'غرف المعيشة والاستقبال والصالونات الكلاسيكية',
    longProduct: 'طقم صالون مذهّب منحوت يدويًا من خشب الزان بقماش قطيفة مطرز وأرجل نحاسية',
  },
  en: {
    nav: 'Breadcrumb',
    home: 'Home',
    living: 'Living room',
    sofas: 'Sofas',
    product: 'Nile three-seater sofa',
    longCategory: 'Living, reception and classic salon rooms',
    longProduct:
      'Hand-carved gilded salon set in beech with embroidered velvet upholstery and brass legs',
  },
} as const;

type Copy = Record<keyof (typeof copy)['en'], string>;
const t = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const productTrail = (text: Copy) => [
  { href: '/', label: text.home },
  { href: '/products/c/living-room', label: text.living },
  { href: '/products/c/living-room/sofas', label: text.sofas },
  { label: text.product },
];

/**
 * The breadcrumbs render on the server in the shop, with `getIntl(locale)`'s messages; a story
 * renders in the browser and hands them the provider's.
 */
const StoryBreadcrumbs = withIntl(Breadcrumbs);

const meta = {
  title: 'Controls/Breadcrumbs',
  component: StoryBreadcrumbs,
  args: { items: [] },
} satisfies Meta<typeof StoryBreadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  render: (_args, context) => <StoryBreadcrumbs items={productTrail(t(context))} />,
  play: async (context) => {
    const { canvas, globals, userEvent } = context;
    const text = t(context);
    const nav = canvas.getByRole('navigation', { name: text.nav });
    await expect(nav).toBeVisible();

    const links = await canvas.findAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/products/c/living-room',
      '/products/c/living-room/sofas',
      null,
    ]);
    // The current page is said to be the current page, and is not a way to leave it.
    const current = canvas.getByText(text.product);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(text.home)).not.toHaveAttribute('aria-current');

    // The trail reads in the page's direction, and its separators point along it.
    const rtl = globals.dir !== 'ltr';
    const home = canvas.getByText(text.home).getBoundingClientRect();
    const living = canvas.getByText(text.living).getBoundingClientRect();
    await expect(rtl ? living.right < home.left : living.left > home.right).toBe(true);
    const separators = [...nav.querySelectorAll('svg')];
    await expect(separators).toHaveLength(3);
    for (const separator of separators) {
      await expect(separator).toHaveAttribute('aria-hidden', 'true');
      await expect(getComputedStyle(separator).transform.startsWith('matrix(-1')).toBe(rtl);
    }

    await userEvent.tab();
    await expect(canvas.getByText(text.home)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText(text.sofas)).toHaveFocus();
    canvas.getByText(text.sofas).blur();
  },
};

export const TwoLevels: Story = {
  render: (_args, context) => (
    <StoryBreadcrumbs
      items={[{ href: '/', label: t(context).home }, { label: t(context).sofas }]}
    />
  ),
  play: async (context) => {
    await expect(await context.canvas.findByText(t(context).sofas)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(context.canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Long category and product names wrap onto more lines rather than overflowing a phone. */
export const LongArabicText: Story = {
  render: (_args, context) => {
    const text = t(context);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <StoryBreadcrumbs
          items={[
            { href: '/', label: text.home },
            { href: '/products/c/living', label: text.longCategory },
            { label: text.longProduct },
          ]}
        />
      </div>
    );
  },
  play: async (context) => {
    const nav = context.canvas.getByRole('navigation');
    await context.canvas.findAllByRole('link');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(nav.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
