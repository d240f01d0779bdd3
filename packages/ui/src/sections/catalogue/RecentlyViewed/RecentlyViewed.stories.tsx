import { RecentlyViewed } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  catalogueProducts,
  longNameProduct,
  storyLocale,
} from '../../../../story-fixtures/catalogue';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryRecentlyViewed = withIntl(RecentlyViewed);

const titles = { ar: 'شاهدتها مؤخرًا', en: 'Recently viewed' } as const;

/** What the storefront's store keeps of a viewed product: no "was" price, no variants. */
const viewed = (locale: 'ar' | 'en') =>
  catalogueProducts(locale)
    .slice(0, 5)
    .map(({ id, slug, name, imageUrl, priceWithTax, currencyCode }) => ({
      id,
      slug,
      name,
      imageUrl,
      priceWithTax,
      currencyCode,
    }));

const meta = {
  title: 'Sections/Catalogue/RecentlyViewed',
  component: StoryRecentlyViewed,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { products: viewed('ar') },
} satisfies Meta<typeof StoryRecentlyViewed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a product page: the product on screen is left out of its own rail. */
export const Default: Story = {
  render: (args, { globals }) => (
    <StoryRecentlyViewed
      {...args}
      products={viewed(storyLocale(globals.locale))}
      excludeProductId="12"
    />
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const list = canvas.getByRole('list', { name: titles[locale] });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toHaveLength(4);
    await expect(names).not.toContain(catalogueProducts(locale)[1]!.name);
    // Viewed products are links back to their pages.
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/products/layla-sofa',
    );
  },
};

/** A first visit: nothing viewed yet, so no rail at all. */
export const Empty: Story = {
  tags: ['no-visual'],
  render: (args) => <StoryRecentlyViewed {...args} products={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Loading: Story = {
  render: (args) => <StoryRecentlyViewed {...args} products={[]} isLoading />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: titles[storyLocale(globals.locale)] }),
    ).toBeVisible();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryRecentlyViewed
        {...args}
        products={[longNameProduct(locale), ...viewed(locale).slice(0, 2)]}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
