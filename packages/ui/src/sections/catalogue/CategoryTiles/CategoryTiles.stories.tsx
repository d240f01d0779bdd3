import { CategoryTiles } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  categoryFixtures,
  longNameCategory,
  storyLocale,
} from '../../../../story-fixtures/catalogue';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryCategoryTiles = withIntl(CategoryTiles);

const copy = {
  ar: {
    title: 'تسوّق حسب القسم',
    living: 'غرف المعيشة',
    sofas: 'كنب',
    sub: 'أقسام غرف المعيشة',
    loading: 'جارٍ التحميل',
    empty: 'لا توجد أقسام بعد',
  },
  en: {
    title: 'Shop by category',
    living: 'Living rooms',
    sofas: 'Sofas',
    sub: 'Living room departments',
    loading: 'Loading',
    empty: 'No categories yet',
  },
} as const;

const meta = {
  title: 'Sections/Catalogue/CategoryTiles',
  component: StoryCategoryTiles,
  args: { categories: categoryFixtures('ar'), title: copy.ar.title },
} satisfies Meta<typeof StoryCategoryTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryCategoryTiles
        {...args}
        categories={categoryFixtures(locale)}
        title={copy[locale].title}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const list = canvas.getByRole('list', { name: t.title });
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    // The photo is decoration: the link is named by the category alone.
    await expect(within(list).getByRole('link', { name: t.living })).toHaveAttribute(
      'href',
      '/products/c/living-room',
    );
  },
};

/** A category's sub-categories: links go under the parent's path. */
export const SubCategories: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    const living = categoryFixtures(locale)[0]!;
    return (
      <StoryCategoryTiles
        {...args}
        title={undefined}
        label={copy[locale].sub}
        parentSlug={living.slug}
        categories={living.children.map((child, index) => ({
          ...child,
          imageUrl: categoryFixtures(locale)[index + 1]!.imageUrl,
        }))}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    const list = canvas.getByRole('list', { name: t.sub });
    await expect(within(list).getByRole('link', { name: t.sofas })).toHaveAttribute(
      'href',
      '/products/c/living-room/sofas',
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Loading: Story = {
  render: (args, { globals }) => (
    <StoryCategoryTiles
      {...args}
      categories={[]}
      title={copy[storyLocale(globals.locale)].title}
      isLoading
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    await expect(canvas.getByRole('list', { name: t.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  render: (args, { globals }) => (
    <StoryCategoryTiles {...args} categories={[]} title={copy[storyLocale(globals.locale)].title} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[storyLocale(globals.locale)];
    // The section keeps its h2; the empty state's title sits under it.
    await expect(canvas.getByRole('heading', { level: 3, name: t.empty })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/products');
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <StoryCategoryTiles
        {...args}
        categories={[longNameCategory(locale), ...categoryFixtures(locale).slice(0, 3)]}
        title={copy[locale].title}
      />
    );
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
  },
};
