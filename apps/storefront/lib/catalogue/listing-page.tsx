import { ROOT_COLLECTION_SLUG } from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { BreadcrumbTrail, Container, Heading, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  LISTING_PAGE_SIZE,
  listingPath,
  loadListing,
  loadListingCollection,
  type ListingRoute,
} from '../data/listing';
import { parseListingParams, type SearchParamsInput } from '../data/listing-params';
import { JsonLd } from '../seo/JsonLd';
import { breadcrumbJsonLd, type Crumb } from '../seo/json-ld';
import { listingMetadata } from '../seo/metadata';
import { ListingViewIsland } from '../islands/islands';
import { breadcrumbTrail } from '../shell/links';
import { withCardImages } from './cards';

/** A listing's steps after home: its collection's ancestors and itself, or "All furniture". */
async function listingCrumbs(locale: Locale, route: ListingRoute): Promise<Crumb[] | null> {
  const t = getIntl(locale);
  if (route.kind === 'all') {
    return [{ name: t.formatMessage({ id: 'seo.products.title' }), path: listingPath(route) }];
  }
  const collection = await loadListingCollection(locale, route);
  if (!collection) return null;
  const trail = collection.breadcrumbs.filter((crumb) => crumb.slug !== ROOT_COLLECTION_SLUG);
  if (route.kind === 'collection') {
    return [{ name: collection.name, path: listingPath(route) }];
  }
  // A category, or a sub-category under it: both sit on /products/c/...
  return trail.map((crumb, index) => ({
    name: crumb.name,
    path:
      index === 0
        ? listingPath({ kind: 'category', slug: crumb.slug })
        : listingPath({ kind: 'sub-category', slug: trail[0]!.slug, sub: crumb.slug }),
  }));
}

export async function listingPageMetadata(
  locale: Locale,
  route: ListingRoute,
  searchParams: SearchParamsInput,
): Promise<Metadata> {
  const collection = await loadListingCollection(locale, route);
  if (route.kind !== 'all' && !collection) return {};
  const intl = getIntl(locale);
  return listingMetadata(locale, (descriptor, values) => intl.formatMessage(descriptor, values), {
    path: listingPath(route),
    collection,
    params: parseListingParams(searchParams),
  });
}

/**
 * `/products`, `/products/c/{slug}`, `/products/c/{slug}/{sub}` and `/collection/{slug}` (docs/product-spec.md §2):
 * breadcrumbs, the title ("Results for …" on a search), then filters, sort, the count, ten products
 * and the pages, all from the URL.
 * An unknown category, sub-category or collection is a 404.
 */
export async function ListingPage({
  locale,
  route,
  searchParams,
}: {
  locale: Locale;
  route: ListingRoute;
  searchParams: SearchParamsInput;
}) {
  const [data, crumbs] = await Promise.all([
    loadListing(locale, route, searchParams),
    listingCrumbs(locale, route),
  ]);
  if (!data || !crumbs) notFound();
  const intl = getIntl(locale);
  const home = { name: intl.formatMessage({ id: 'nav.home' }), path: '/' };
  // A search (`?q=`) says what was searched for; the listing's count follows below it.
  const term = data.params.term;
  const title = term
    ? intl.formatMessage({ id: 'catalogue.search.pageTitle' }, { query: term })
    : crumbs.at(-1)!.name;
  return (
    <Container paddingBlock="lg">
      <Stack gap="xl">
        <BreadcrumbTrail intl={intl} items={breadcrumbTrail(home.name, crumbs, locale)} />
        <Heading level={1}>{title}</Heading>
        <ListingViewIsland
          locale={locale}
          path={listingPath(route)}
          title={title}
          params={data.params}
          products={withCardImages(data.listing.products)}
          filterBar={data.listing.filterBar}
          totalItems={data.listing.totalItems}
          perPage={LISTING_PAGE_SIZE}
        />
      </Stack>
      <JsonLd data={breadcrumbJsonLd([home, ...crumbs], locale)} />
    </Container>
  );
}
