import { getIntl } from '@dar/i18n/server';
import {
  BannerSlot,
  CategoryTiles,
  Container,
  Heading,
  HomeSection,
  Stack,
  SuperBanner,
  VisuallyHidden,
  wheelOffers,
  WheelPromotion,
} from '@dar/ui';
import {
  toBannerViews,
  toCategoryTiles,
  toSuperBannerView,
  withCardPictures,
} from '@dar/commerce-hooks/server';
import type { Metadata } from 'next';
import { COUPON_PATH, formFields, productForms } from '../../../lib/cart/forms';
import { loadHome } from '../../../lib/data/home';
import { loadShell } from '../../../lib/data/shell';
import { pictures } from '../../../lib/responsive-images';
import { localeParam } from '../../../lib/locale';
import { localizedPath } from '@dar/i18n';
import { homeMetadata } from '../../../lib/seo/metadata';
import { ScopeMessages } from '../../../lib/client-messages';

// Cached for five minutes and cleared by the `catalogue` tag when staff edit the catalogue.
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  return homeMetadata(locale, (descriptor, values) => intl.formatMessage(descriptor, values));
}

/**
 * docs/product-spec.md §2, home: the super banner and banners, the four rails of eight (most watched, new
 * arrivals, best sellers, special offers), the categories and the wheel promotion.
 */
export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  const t = (id: string) => intl.formatMessage({ id });
  const [home, { categories }] = await Promise.all([loadHome(locale), loadShell(locale)]);
  const banners = toBannerViews(home, 'home', pictures);
  // The rails render here; their cards' hearts and quick add are client leaves that post these
  // forms before hydration and read the shopper's own state after it (lib/document.tsx).
  const forms = productForms(locale, localizedPath('/', locale));
  const rail = (title: string, products: typeof home.mostWatched) => (
    <HomeSection
      intl={intl}
      title={title}
      products={withCardPictures(products, pictures, 'productCardRail')}
      quickAddForm={forms.addToCart}
      wishlistForm={forms.wishlist}
    />
  );
  return (
    <ScopeMessages locale={locale} scope="page:(shop)">
      <Container paddingBlock="lg">
        <Stack gap="xl">
          {/* The banners say what the shop is about to the eye; the outline needs it in words. */}
          <VisuallyHidden as="div">
            <Heading level={1}>{t('home.title')}</Heading>
          </VisuallyHidden>
          {/* Server parts: their only client code is their links' (RouterLink) and pictures'. */}
          <SuperBanner intl={intl} banner={toSuperBannerView(home, pictures)} />
          <BannerSlot intl={intl} banners={banners} page="home" position={1} priority />
          {rail(t('home.rails.mostWatched'), home.mostWatched)}
          {rail(t('home.rails.newArrivals'), home.newArrivals)}
          <WheelPromotion
            intl={intl}
            offers={wheelOffers(home.wheelPromotions)}
            home={localizedPath('/', locale)}
            couponForm={{ action: COUPON_PATH, fields: formFields(locale) }}
          />
          <CategoryTiles
            intl={intl}
            categories={toCategoryTiles(categories, pictures)}
            title={t('catalogue.categories.title')}
          />
          <BannerSlot
            intl={intl}
            banners={banners}
            page="home"
            position={2}
            aria-label={t('home.banners.more')}
          />
          {rail(t('home.rails.bestSellers'), home.bestSellers)}
          {rail(t('home.rails.specialOffers'), home.specialOffers)}
        </Stack>
      </Container>
    </ScopeMessages>
  );
}
