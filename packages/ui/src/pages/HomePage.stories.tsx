import {
  BannerSlot,
  CategoryTiles,
  Heading,
  HomeSection,
  SuperBanner,
  VisuallyHidden,
  type BannerView,
} from '@dar/ui';
import { useIntl } from '@dar/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { catalogueProducts, categoryFixtures } from '../../story-fixtures/catalogue';
import { bannerArt, bannerFixtures, superBannerFixture } from '../../story-fixtures/shell';
import { expectPageOutline, localised, pageLocale, ShopPage, type Locale } from './frame';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StorySuperBanner = withIntl(SuperBanner);
const StoryBannerSlot = withIntl(BannerSlot);

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryHomeSection = withIntl(HomeSection);

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryCategoryTiles = withIntl(CategoryTiles);

/** The home sections' titles (docs/product-spec.md §2); the storefront takes them from its merchandising. */
const copy = {
  ar: {
    mostWatched: 'الأكثر مشاهدة',
    newArrivals: 'وصل حديثًا',
    bestSellers: 'الأكثر مبيعًا',
    offers: 'عروض خاصة',
    categories: 'تسوّق حسب القسم',
    moreOffers: 'عروض أخرى',
  },
  en: {
    mostWatched: 'Most watched',
    newArrivals: 'New arrivals',
    bestSellers: 'Best sellers',
    offers: 'Special offers',
    categories: 'Shop by category',
    moreOffers: 'More offers',
  },
} as const;

const actions = { onQuickAdd: fn(), onWishlistChange: fn(), onSignInRequired: fn() };

/** The same eight products in another order, so the rails do not look alike. */
const rotated = (locale: Locale, by: number) => {
  const products = catalogueProducts(locale);
  return [...products.slice(by), ...products.slice(0, by)];
};

/** The fixtures' banners, and a second one beside the home-office banner in position 2. */
const homeBanners = (locale: Locale): BannerView[] => [
  ...bannerFixtures(locale),
  {
    id: 'b4',
    page: 'home',
    position: 2,
    url: localised(locale, '/products/c/dining'),
    title: locale === 'ar' ? 'غرف السفرة' : 'Dining',
    altText: locale === 'ar' ? 'طاولات سفرة لستة أشخاص' : 'Dining tables for six',
    imageUrl: bannerArt('#f0e9df', '#a0723f'),
    width: 800,
    height: 320,
  },
];

function HomePage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const t = copy[locale];
  const banners = homeBanners(locale);
  const rail = (title: string, slug: string, offset: number) => (
    <StoryHomeSection
      {...actions}
      title={title}
      products={rotated(locale, offset)}
      seeAllHref={localised(locale, `/collection/${slug}`)}
    />
  );
  return (
    <ShopPage locale={locale} alert>
      {/* The banners say what the shop is about to the eye; the outline needs it in words. */}
      <VisuallyHidden as="div">
        <Heading level={1}>{intl.formatMessage({ id: 'home.title' })}</Heading>
      </VisuallyHidden>
      <StorySuperBanner banner={superBannerFixture(locale)} />
      <StoryBannerSlot banners={banners} page="home" position={1} priority />
      {rail(t.mostWatched, 'most-watched', 0)}
      {rail(t.newArrivals, 'new-arrivals', 2)}
      <StoryCategoryTiles categories={categoryFixtures(locale)} title={t.categories} />
      {/* A second slot on the page: named apart from the first ("Offers"). */}
      <StoryBannerSlot banners={banners} page="home" position={2} aria-label={t.moreOffers} />
      {rail(t.bestSellers, 'best-sellers', 4)}
      {rail(t.offers, 'special-offers', 6)}
    </ShopPage>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'ar' },
  render: (_args, { globals }) => <HomePage locale={pageLocale(globals.locale)} />,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Alert, header, the hero and offer banners, four rails of eight, the category tiles, footer. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = pageLocale(globals.locale);
    const t = copy[locale];
    await expectPageOutline(canvasElement);
    for (const title of [t.mostWatched, t.newArrivals, t.bestSellers, t.offers]) {
      const rail = canvas.getByRole('list', { name: title });
      await expect(within(rail).getAllByRole('article')).toHaveLength(8);
    }
    await expect(canvas.getByRole('list', { name: t.categories })).toBeVisible();
    // Two banner slots, each a region of its own name.
    await expect(canvas.getByRole('region', { name: t.moreOffers })).toBeVisible();
  },
};
