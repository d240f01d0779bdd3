import { getIntl } from '@dar/i18n/server';
import { localizedPath } from '@dar/i18n';
import { BreadcrumbTrail, Container, ProductDetails, RelatedProducts, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  productCrumbs,
  toProductDetailsView,
  toRecentCard,
  withCardPictures,
} from '@dar/commerce-hooks/server';
import { ProductVisit } from '../../../../../lib/catalogue/ProductVisit';
import { RecentlyViewedSlot } from '../../../../../lib/catalogue/RecentlyViewedSlot';
import { productForms } from '../../../../../lib/cart/forms';
import { cataloguePath } from '../../../../../lib/paths';
import { loadProduct, loadProductPage } from '../../../../../lib/data/product';
import { localeParam } from '../../../../../lib/locale';
import { pictures } from '../../../../../lib/responsive-images';
import { JsonLd } from '../../../../../lib/seo/JsonLd';
import { breadcrumbJsonLd, productJsonLd } from '../../../../../lib/seo/json-ld';
import { productMetadata } from '../../../../../lib/seo/metadata';
import { breadcrumbTrail } from '../../../../../lib/shell/links';

// Cached for five minutes and cleared by the `product:<slug>` and `catalogue` tags.
export const revalidate = 300;

// No slug is built ahead (a build needs no backend): each product page renders on its first
// request and is then served from the full-route cache (ISR) until it revalidates. Without this
// the route rendered on every request (from cached data, but at about 10 pages a second here).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const product = await loadProduct(locale, decodeURIComponent((await params).slug));
  if (!product) return {};
  const intl = getIntl(locale);
  return productMetadata(
    locale,
    (descriptor, values) => intl.formatMessage(descriptor, values),
    product,
  );
}

/**
 * `/products/{slug}` (docs/product-spec.md §2): breadcrumbs, the gallery, buying and the product's facts, then
 * related products and the shopper's recently viewed; Product and BreadcrumbList structured data. An unknown slug is a 404.
 */
export default async function ProductPage({ params }: Props) {
  const locale = await localeParam(params);
  // As in the address bar (percent-encoded): the heart's way back after signing in.
  const { slug } = await params;
  const data = await loadProductPage(locale, decodeURIComponent(slug));
  if (!data) notFound();
  const { product, related } = data;
  const intl = getIntl(locale);
  const home = { name: intl.formatMessage({ id: 'nav.home' }), path: '/' };
  const crumbs = productCrumbs(product).map(({ name, route }) => ({
    name,
    path: cataloguePath(route),
  }));
  const forms = productForms(locale, localizedPath(`/products/${slug}`, locale));
  return (
    <Container paddingBlock="lg">
      <Stack gap="xl">
        <BreadcrumbTrail intl={intl} items={breadcrumbTrail(home.name, crumbs, locale)} />
        {/* Rendered here for everyone (cached): the gallery and the buy box are its client
            leaves, which post their forms before hydration and read the shopper's own state
            after it (ShopperActionsProvider); this browser's recently viewed comes after
            hydration. */}
        <ProductDetails
          intl={intl}
          product={toProductDetailsView(product, pictures)}
          addToCartForm={forms.addToCart}
          wishlistForm={forms.wishlist}
        >
          <RelatedProducts
            intl={intl}
            products={withCardPictures(related, pictures, 'productCardRail')}
            quickAddForm={forms.addToCart}
            wishlistForm={forms.wishlist}
          />
          <RecentlyViewedSlot locale={locale} productId={product.id} />
        </ProductDetails>
        <ProductVisit card={toRecentCard(product, pictures)} />
      </Stack>
      <JsonLd
        data={[
          productJsonLd(product, locale, { brand: intl.formatMessage({ id: 'app.title' }) }),
          breadcrumbJsonLd([home, ...crumbs], locale),
        ]}
      />
    </Container>
  );
}
