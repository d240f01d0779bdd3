import { HomeSection } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  catalogueProducts,
  longNameProduct,
  storyLocale,
} from '../../../../story-fixtures/catalogue';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryHomeSection = withIntl(HomeSection);

const copy = {
  ar: {
    title: 'وصل حديثًا',
    longTitle: 'الأكثر مشاهدة هذا الأسبوع في غرف المعيشة والنوم والسفرة',
    seeAll: 'عرض الكل',
    seeAllLabel: 'عرض الكل: وصل حديثًا',
    heart: (name: string) => `أضف ${name} إلى المفضلة`,
    add: (name: string) => `أضف إلى السلة: ${name}`,
  },
  en: {
    title: 'New arrivals',
    longTitle: 'Most watched this week in living, bed and dining rooms',
    seeAll: 'See all',
    seeAllLabel: 'See all: New arrivals',
    heart: (name: string) => `Add ${name} to wishlist`,
    add: (name: string) => `Add to cart: ${name}`,
  },
} as const;

const meta = {
  title: 'Sections/Catalogue/HomeSection',
  component: StoryHomeSection,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: copy.ar.title,
    products: catalogueProducts('ar'),
    seeAllHref: '/collection/new-arrivals',
    onQuickAdd: fn(),
    onWishlistChange: fn(),
    onSignInRequired: fn(),
  },
} satisfies Meta<typeof StoryHomeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryHomeSection
        {...args}
        title={copy[locale].title}
        products={catalogueProducts(locale)}
        wishlistIds={new Set(['14'])}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const t = copy[locale];
    const section = canvas.getByRole('region', { name: t.title });
    await expect(within(section).getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    const list = within(section).getByRole('list', { name: t.title });
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: t.seeAllLabel })).toHaveAttribute(
      'href',
      '/collection/new-arrivals',
    );
    await expect(canvas.getByRole('link', { name: t.seeAllLabel })).toHaveTextContent(t.seeAll);

    const sofa = catalogueProducts(locale)[0]!.name;
    await userEvent.click(canvas.getByRole('button', { name: t.add(sofa) }));
    await expect(args.onQuickAdd).toHaveBeenCalledWith('1101', '11');
    await userEvent.click(canvas.getByRole('button', { name: t.heart(sofa) }));
    await expect(args.onWishlistChange).toHaveBeenCalledWith('11', true);
  },
};

/** More than eight from the server: the section still shows eight (docs/product-spec.md §9). */
export const AtMostEight: Story = {
  tags: ['no-visual'],
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    const products = catalogueProducts(locale);
    return (
      <StoryHomeSection
        {...args}
        title={copy[locale].title}
        products={[...products, { ...products[0]!, id: '19' }, { ...products[1]!, id: '20' }]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: copy[storyLocale(globals.locale)].title });
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
  },
};

export const WithoutSeeAll: Story = {
  args: { seeAllHref: undefined },
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryHomeSection
        {...args}
        title={copy[locale].title}
        products={catalogueProducts(locale).slice(0, 3)}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /See all|عرض الكل/ })).toBeNull();
  },
};

export const Loading: Story = {
  render: (args, { globals }) => (
    <StoryHomeSection
      {...args}
      title={copy[storyLocale(globals.locale)].title}
      products={[]}
      isLoading
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    // The title is there at once; the cards are placeholders in a busy region.
    await expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** No products (a new shop): the section leaves the page rather than show an empty rail. */
export const Empty: Story = {
  tags: ['no-visual'],
  render: (args, { globals }) => (
    <StoryHomeSection {...args} title={copy[storyLocale(globals.locale)].title} products={[]} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryHomeSection
        {...args}
        title={copy[locale].longTitle}
        products={[longNameProduct(locale), ...catalogueProducts(locale).slice(0, 4)]}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(copy[storyLocale(globals.locale)].longTitle);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
