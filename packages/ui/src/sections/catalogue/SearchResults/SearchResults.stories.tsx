import { SearchResults } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  catalogueProducts,
  longNameProduct,
  storyLocale,
} from '../../../../story-fixtures/catalogue';

const copy = {
  ar: {
    query: 'كنبة',
    count: 'نتيجة لـ «كنبة»',
    list: 'منتجات تطابق «كنبة»',
    seeAll: /^عرض النتائج الـ/,
    noResults: 'لا توجد نتائج لـ «كنبة جلد أزرق»',
    missing: 'كنبة جلد أزرق',
    searching: 'جارٍ البحث عن «كنبة»',
    error: 'لم يكتمل البحث. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
    longQuery: 'كنبة سرير قابلة للطي من خشب الجوز',
  },
  en: {
    query: 'sofa',
    count: '14 results for “sofa”',
    list: 'Products matching “sofa”',
    seeAll: 'See all 14 results',
    noResults: 'No results for “blue leather sofa”',
    missing: 'blue leather sofa',
    searching: 'Searching for “sofa”',
    error: 'The search did not go through. Check your connection and try again.',
    retry: 'Try again',
    longQuery: 'folding walnut sofa bed',
  },
} as const;

const hits = (locale: 'ar' | 'en') =>
  catalogueProducts(locale)
    .slice(0, 4)
    .map((product) => ({ ...product, slug: product.slug! }));

const meta = {
  title: 'Sections/Catalogue/SearchResults',
  component: SearchResults,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    query: copy.ar.query,
    products: hits('ar'),
    totalItems: 14,
    seeAllHref: '/products?q=sofa',
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return <SearchResults {...args} query={copy[locale].query} products={hits(locale)} />;
  },
  play: async ({ args, canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const t = copy[locale];
    await expect(canvas.getByRole('status')).toHaveTextContent(t.count);
    const list = canvas.getByRole('list', { name: t.list });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute('href', '/products/layla-sofa');
    const seeAll = canvas.getByRole('link', { name: t.seeAll });
    await expect(seeAll).toHaveAttribute('href', '/products?q=sofa');
    // Choosing a result closes the overlay (the story's router stays put).
    links[0]!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(links[0]!);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** All the matches fit: no "see all" link to a page with nothing more. */
export const AllShown: Story = {
  args: { totalItems: 2 },
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <SearchResults {...args} query={copy[locale].query} products={hits(locale).slice(0, 2)} />
    );
  },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: copy[storyLocale(globals.locale)].list });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const NoResults: Story = {
  args: { totalItems: 0 },
  render: (args, { globals }) => (
    <SearchResults {...args} query={copy[storyLocale(globals.locale)].missing} products={[]} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(t.noResults);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.noResults);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  render: (args, { globals }) => (
    <SearchResults
      {...args}
      query={copy[storyLocale(globals.locale)].query}
      products={[]}
      isLoading
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copy[storyLocale(globals.locale)].searching,
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const LoadError: Story = {
  render: (args, { globals }) => (
    <SearchResults
      {...args}
      query={copy[storyLocale(globals.locale)].query}
      products={[]}
      hasError
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.error);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing typed yet: nothing to say. */
export const EmptyQuery: Story = {
  tags: ['no-visual'],
  args: { query: '   ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <SearchResults
        {...args}
        query={copy[locale].longQuery}
        products={[
          { ...longNameProduct(locale), slug: 'carved-walnut-sofa-bed' },
          ...hits(locale).slice(0, 2),
        ]}
      />
    );
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
  },
};
