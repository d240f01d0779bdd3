import { SitemapLists } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  catalogueProducts,
  categoryFixtures,
  longNameCategory,
  longNameProduct,
  storyLocale,
} from '../../../../story-fixtures/catalogue';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StorySitemapLists = withIntl(SitemapLists);

const copy = {
  ar: {
    categories: 'الأقسام',
    products: 'المنتجات',
    living: 'غرف المعيشة',
    sofas: 'كنب',
    noProducts: 'لا توجد منتجات بعد.',
    noCategories: 'لا توجد أقسام بعد.',
  },
  en: {
    categories: 'Categories',
    products: 'Products',
    living: 'Living rooms',
    sofas: 'Sofas',
    noProducts: 'No products yet.',
    noCategories: 'No categories yet.',
  },
} as const;

const products = (locale: 'ar' | 'en') =>
  catalogueProducts(locale).map(({ slug, name }) => ({ slug: slug!, name }));

const meta = {
  title: 'Sections/Catalogue/SitemapLists',
  component: StorySitemapLists,
  args: { categories: categoryFixtures('ar'), products: products('ar') },
} satisfies Meta<typeof StorySitemapLists>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StorySitemapLists
        {...args}
        categories={categoryFixtures(locale)}
        products={products(locale)}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      t.categories,
      t.products,
    ]);

    const categories = canvas.getByRole('list', { name: t.categories });
    await expect(within(categories).getByRole('link', { name: t.living })).toHaveAttribute(
      'href',
      '/products/c/living-room',
    );
    await expect(within(categories).getByRole('link', { name: t.sofas })).toHaveAttribute(
      'href',
      '/products/c/living-room/sofas',
    );
    // Six categories and their four sub-categories.
    await expect(within(categories).getAllByRole('link')).toHaveLength(10);

    const productList = canvas.getByRole('list', { name: t.products });
    const links = within(productList).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAttribute('href', '/products/layla-sofa');
  },
};

export const Empty: Story = {
  render: (args) => <StorySitemapLists {...args} categories={[]} products={[]} />,
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByText(t.noCategories)).toBeVisible();
    await expect(canvas.getByText(t.noProducts)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    const long = longNameProduct(locale);
    return (
      <StorySitemapLists
        {...args}
        categories={[longNameCategory(locale), ...categoryFixtures(locale).slice(0, 2)]}
        products={[{ slug: long.slug!, name: long.name }, ...products(locale).slice(0, 3)]}
      />
    );
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().width).toBeGreaterThan(0);
    }
  },
};
