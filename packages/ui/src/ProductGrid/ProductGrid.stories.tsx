import {
  ProductGrid,
  ProductsEmptyState,
  type MobileGridColumns,
  type ProductGridProps,
} from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueProducts, longNameProduct, storyLocale } from '../../story-fixtures/catalogue';
import { productFixtures } from '../../story-fixtures/products';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductsEmptyState = withIntl(ProductsEmptyState);

const labels = { ar: 'أثاثنا', en: 'Our furniture' } as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const copy = {
  ar: {
    layout: 'عدد المنتجات في الصف',
    one: 'منتج واحد في الصف',
    two: 'منتجان في الصف',
    loading: 'جارٍ تحميل المنتجات',
    error: 'تعذّر تحميل المنتجات.',
    retry: 'حاول مرة أخرى',
    emptyTitle: 'لا توجد منتجات هنا بعد',
    add: (name: string) => `أضف إلى السلة: ${name}`,
  },
  en: {
    layout: 'Products per row',
    one: 'One per row',
    two: 'Two per row',
    loading: 'Loading products',
    error: 'The products could not be loaded.',
    retry: 'Try again',
    emptyTitle: 'No products here yet',
    add: (name: string) => `Add to cart: ${name}`,
  },
} as const;

/** The number of tracks the grid lays out, as the browser computed them. */
const columnCount = (list: HTMLElement) =>
  getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { products: productFixtures('ar'), label: labels.ar },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <ProductGrid
      {...args}
      products={productFixtures(loc(globals.locale))}
      label={labels[loc(globals.locale)]}
    />
  ),
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
  },
};

export const Empty: Story = {
  render: (args, { globals }) => (
    <ProductGrid {...args} products={[]} label={labels[loc(globals.locale)]} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'en' ? 'No products to show yet.' : 'لا توجد منتجات لعرضها بعد.',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A listing with nothing to show, with the catalogue's empty state and its way forward. */
export const EmptyListing: Story = {
  render: (args, { globals }) => (
    <ProductGrid
      {...args}
      products={[]}
      label={labels[loc(globals.locale)]}
      emptyState={<StoryProductsEmptyState />}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 2, name: t.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/products');
  },
};

/** The grid as a shopper's listing: hearts, quick add, the toggle kept by the storefront. */
function ListingGrid(props: ProductGridProps) {
  const [columns, setColumns] = useState<MobileGridColumns>(props.mobileColumns ?? 2);
  return (
    <ProductGrid
      {...props}
      mobileColumns={columns}
      onMobileColumnsChange={(next) => {
        props.onMobileColumnsChange?.(next);
        setColumns(next);
      }}
    />
  );
}

export const Listing: Story = {
  args: { onQuickAdd: fn(), onWishlistChange: fn(), onMobileColumnsChange: fn() },
  render: (args, { globals }) => (
    <ListingGrid
      {...args}
      products={catalogueProducts(storyLocale(globals.locale))}
      wishlistIds={new Set(['12', '17'])}
      label={labels[loc(globals.locale)]}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
    // Wider than a phone: three or four per row, and no phone toggle that would do nothing.
    await expect(columnCount(list)).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByRole('group', { name: t.layout, hidden: true })).not.toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2);

    const armchair = catalogueProducts(storyLocale(globals.locale))[1]!.name;
    await userEvent.click(canvas.getByRole('button', { name: t.add(armchair) }));
    await expect(args.onQuickAdd).toHaveBeenCalledTimes(1);
    await expect(args.onQuickAdd).toHaveBeenCalledWith('1201', '12');
  },
};

/** On a phone: the shopper switches between one and two cards per row. */
export const MobileColumnsToggle: Story = {
  args: { onMobileColumnsChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <ListingGrid
      {...args}
      products={catalogueProducts(storyLocale(globals.locale)).slice(0, 4)}
      label={labels[loc(globals.locale)]}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    const group = canvas.getByRole('group', { name: t.layout });
    const one = within(group).getByRole('button', { name: t.one });
    const two = within(group).getByRole('button', { name: t.two });
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    await expect(columnCount(list)).toBe(2);

    await userEvent.click(one);
    await expect(one).toHaveAttribute('aria-pressed', 'true');
    await expect(two).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onMobileColumnsChange).toHaveBeenLastCalledWith(1);
    await expect(columnCount(list)).toBe(1);

    // Pressing the chosen layout again keeps it: one of the two is always chosen.
    await userEvent.click(one);
    await expect(one).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onMobileColumnsChange).toHaveBeenCalledTimes(1);

    await userEvent.click(two);
    await expect(args.onMobileColumnsChange).toHaveBeenLastCalledWith(2);
    await expect(columnCount(list)).toBe(2);
  },
};

/** One column chosen earlier (from the store): big cards from the first render. */
export const MobileOneColumn: Story = {
  args: { mobileColumns: 1, onMobileColumnsChange: fn() },
  decorators: MobileColumnsToggle.decorators,
  render: MobileColumnsToggle.render,
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    await expect(columnCount(list)).toBe(1);
    await expect(
      canvas.getByRole('button', { name: copy[storyLocale(globals.locale)].one }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { onQuickAdd: fn() },
  render: (args, { globals }) => (
    <ProductGrid
      {...args}
      products={[]}
      isLoading
      loadingCount={6}
      label={labels[loc(globals.locale)]}
    />
  ),
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: copy[storyLocale(globals.locale)].loading });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnCount(list)).toBeGreaterThanOrEqual(3);
    // No empty state while loading: an empty list is not the same as one still coming.
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { onRetry: fn() },
  render: (args, { globals }) => (
    <ProductGrid {...args} products={[]} hasError label={labels[loc(globals.locale)]} />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.error);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongArabicText: Story = {
  args: { onQuickAdd: fn(), onWishlistChange: fn() },
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <ProductGrid
        {...args}
        products={[longNameProduct(locale), ...catalogueProducts(locale).slice(0, 5)]}
        label={labels[locale]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: labels[loc(globals.locale)] });
    const [first, second] = within(list).getAllByRole('article');
    // A long name makes its card taller, and the row's cards grow with it: buttons stay aligned.
    await expect(first!.getBoundingClientRect().height).toBe(
      second!.getBoundingClientRect().height,
    );
    for (const heading of within(list).getAllByRole('heading', { level: 3 })) {
      await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    }
  },
};
