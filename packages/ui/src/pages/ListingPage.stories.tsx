import {
  EMPTY_SELECTION,
  FilterBar,
  Heading,
  Inline,
  Pagination,
  ProductGrid,
  ProductsEmptyState,
  SortSelect,
  Stack,
  Text,
  type FilterBarData,
  type ListingSortOption,
  type MobileGridColumns,
  type ProductCardData,
} from '@dar/ui';
import { messagesFor } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { catalogueProducts } from '../../story-fixtures/catalogue';
import { filterBarFixture } from '../../story-fixtures/product';
import { swatch } from '../../story-fixtures/products';
import { breadcrumbFixture } from '../../story-fixtures/shell';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';
import * as styles from './pages.css';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryProductsEmptyState = withIntl(ProductsEmptyState);
const StorySortSelect = withIntl(SortSelect);

const actions = { onQuickAdd: fn(), onWishlistChange: fn(), onSignInRequired: fn() };
const onPageChange = fn();

const outdoor = { ar: 'الحديقة', en: 'Outdoor' } as const;

interface ListingPageProps {
  locale: Locale;
  /** The category's name, the page's title. */
  title: string;
  trail: { label: string; href: string }[];
  products: ProductCardData[];
  totalItems: number;
  filters: FilterBarData;
}

/** A category's listing (docs/product-spec.md §2): filters beside the products, sorted, ten to a page. */
function ListingPage({ locale, title, trail, products, totalItems, filters }: ListingPageProps) {
  const intl = useIntl();
  // The storefront keeps these in the URL and its store; state stands in for them here.
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [sort, setSort] = useState<ListingSortOption>('relevant');
  const [columns, setColumns] = useState<MobileGridColumns>(2);
  const empty = products.length === 0;
  return (
    <ShopPage locale={locale} alert breadcrumbs={trail}>
      <Heading level={1}>{title}</Heading>
      <div className={styles.sidebarLayout.desktop}>
        <div>
          <FilterBar data={filters} value={selection} onChange={setSelection} />
        </div>
        <Stack gap="lg">
          <Inline align="spaceBetween" alignY="end" gap="md">
            <Text tone="secondary">
              {intl.formatMessage({ id: 'home.products.count' }, { count: totalItems })}
            </Text>
            <StorySortSelect value={sort} onChange={setSort} isDisabled={empty} />
          </Inline>
          <ProductGrid
            {...actions}
            products={products}
            label={title}
            headingLevel={2}
            mobileColumns={columns}
            // Nothing to lay out in an empty listing: no one-or-two toggle.
            onMobileColumnsChange={empty ? undefined : setColumns}
            emptyState={<StoryProductsEmptyState browseHref={localised(locale, '/products')} />}
          />
          {!empty && (
            <Inline align="center">
              <Pagination totalItems={totalItems} page={1} onPageChange={onPageChange} />
            </Inline>
          )}
        </Stack>
      </div>
    </ShopPage>
  );
}

/** The catalogue's eight, and two more: a listing page holds ten (docs/product-spec.md §9). */
const pageOfProducts = (locale: Locale): ProductCardData[] => {
  const [sofa, , , , , , table] = catalogueProducts(locale);
  return [
    ...catalogueProducts(locale),
    {
      ...sofa!,
      id: '19',
      slug: 'zamalek-corner-sofa',
      name: locale === 'ar' ? 'ركنة الزمالك على شكل حرف L' : 'Zamalek L-shaped corner sofa',
      imageUrl: swatch('#e9e6f0', '#3f6f80'),
      quickAddVariantId: '1901',
    },
    {
      ...table!,
      id: '20',
      slug: 'siwa-side-table',
      name: locale === 'ar' ? 'طاولة جانبية سيوة' : 'Siwa side table',
      imageUrl: swatch('#f3ede2', '#5f7a4e'),
      quickAddVariantId: '2001',
    },
  ];
};

/** Sofas: Home › Living room › Sofas. */
const sofas = (locale: Locale): Omit<ListingPageProps, 'locale'> => {
  const trail = breadcrumbFixture(locale).slice(0, 3);
  return {
    title: trail[2]!.label,
    trail,
    // A page's worth: ten cards, of 36 in the category.
    products: pageOfProducts(locale),
    totalItems: 36,
    filters: filterBarFixture(locale),
  };
};

const meta = {
  title: 'Pages/Listing',
  component: ListingPage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar', ...sofas('ar') },
  render: (_args, { globals }) => {
    const locale = pageLocale(globals.locale);
    return <ListingPage locale={locale} {...sofas(locale)} />;
  },
} satisfies Meta<typeof ListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs, the title, filters (a drawer below desktop width), sort, ten products, the pages. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = pageLocale(globals.locale);
    const { title } = sofas(locale);
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(title);
    const grid = canvas.getByRole('list', { name: title });
    await expect(within(grid).getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getAllByRole('navigation').length).toBeGreaterThanOrEqual(3);
  },
};

/** A category with nothing in it yet: the empty state in the grid's place, no pages. */
export const Empty: Story = {
  render: (_args, { globals }) => {
    const locale = pageLocale(globals.locale);
    const home = breadcrumbFixture(locale)[0]!;
    return (
      <ListingPage
        locale={locale}
        title={outdoor[locale]}
        trail={[home, { label: outdoor[locale], href: localised(locale, '/products/c/outdoor') }]}
        products={[]}
        totalItems={0}
        filters={{ maxValue: 0, filters: [] }}
      />
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = pageLocale(globals.locale);
    const h1 = await expectPageOutline(canvasElement);
    await expect(h1).toHaveTextContent(outdoor[locale]);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: messagesFor(locale)['catalogue.empty.products.title'],
      }),
    ).toBeVisible();
  },
};
