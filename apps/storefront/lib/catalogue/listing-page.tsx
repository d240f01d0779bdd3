import { collectionCrumbs, withCardPictures } from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import {
  Box,
  BreadcrumbTrail,
  Container,
  filterFormView,
  Heading,
  Inline,
  PageLinks,
  ProductList,
  sortFieldWords,
  Stack,
  Text,
} from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  LISTING_PAGE_SIZE,
  loadListing,
  loadListingCollection,
  type ListingRoute,
} from '../data/listing';
import { cataloguePath, listingPath } from '../paths';
import {
  clearFilters,
  listingHref,
  parseListingParams,
  toggleFilter,
  withPage,
  withPrice,
  type ListingParams,
  type SearchParamsInput,
} from '../data/listing-params';
import { localizedPath } from '@dar/i18n';
import { productForms } from '../cart/forms';
import { JsonLd } from '../seo/JsonLd';
import { breadcrumbJsonLd, type Crumb } from '../seo/json-ld';
import { listingMetadata, searchMetadata } from '../seo/metadata';
import { pictures } from '../responsive-images';
import { breadcrumbTrail } from '../shell/links';
import { ListingFilters, ListingSort } from './listing-controls';
import { selectionOf, withinPriceScale } from './selection';

/** The filter form's id: the sort field joins its submission (`form=`). */
const FILTER_FORM_ID = 'listing-filters';

/** An active filter's chip id → the listing without it (`price` is the price range). */
function chipParams(params: ListingParams, id: string): ListingParams {
  if (id === 'price') return withPrice(params, undefined);
  const code = Object.keys(params.filters).find((facet) => params.filters[facet]!.includes(id));
  return code ? toggleFilter(params, code, id) : params;
}

/** A listing's steps after home: its collection's ancestors and itself, or "All furniture". */
async function listingCrumbs(locale: Locale, route: ListingRoute): Promise<Crumb[] | null> {
  const t = getIntl(locale);
  if (route.kind === 'all') {
    return [{ name: t.formatMessage({ id: 'seo.products.title' }), path: listingPath(route) }];
  }
  const collection = await loadListingCollection(locale, route);
  if (!collection) return null;
  // A category, a sub-category under it, or a curated collection, as the product page names them.
  return collectionCrumbs(collection.breadcrumbs).map(({ name, route: step }) => ({
    name,
    path: cataloguePath(step),
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
  const t: Parameters<typeof listingMetadata>[1] = (descriptor, values) =>
    intl.formatMessage(descriptor, values);
  const params = parseListingParams(searchParams);
  // A search (`/products?q=`) is titled by what was searched for, and not indexed.
  if (route.kind === 'all' && params.term) return searchMetadata(locale, t, params.term);
  return listingMetadata(locale, t, { path: listingPath(route), collection, params });
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
  // A page past the last (an old link, a hand-typed ?page=99) has nothing on it: not found, rather
  // than the listing's count above "no products here".
  if (data.listing.products.length === 0 && data.params.page > 1) notFound();
  const intl = getIntl(locale);
  const home = { name: intl.formatMessage({ id: 'nav.home' }), path: '/' };
  // A search (`?q=`) says what was searched for; the listing's count follows below it.
  const term = data.params.term;
  const title = term
    ? intl.formatMessage({ id: 'catalogue.search.pageTitle' }, { query: term })
    : crumbs.at(-1)!.name;
  const path = listingPath(route);
  const params = withinPriceScale(data.params, data.listing.filterBar.maxValue);
  const href = (next: Partial<ListingParams>) => localizedPath(listingHref(path, next), locale);
  const selection = selectionOf(params);
  const filters = filterFormView(intl, data.listing.filterBar, selection);
  const products = withCardPictures(data.listing.products, pictures);
  const { totalItems } = data.listing;
  // The cards' quick add and heart post here before hydration, and come back to this listing.
  const forms = productForms(locale, href(params));
  return (
    <Container paddingBlock="lg">
      <Stack gap="xl">
        <BreadcrumbTrail intl={intl} items={breadcrumbTrail(home.name, crumbs, locale)} />
        <Heading level={1}>{title}</Heading>
        <Box display={{ mobile: 'block', desktop: 'flex' }} gap="xl" alignItems="start">
          <Box flexShrink={0}>
            <ListingFilters
              locale={locale}
              path={path}
              params={params}
              id={FILTER_FORM_ID}
              action={localizedPath(path, locale)}
              {...filters}
              value={selection}
              chips={filters.chips.map((chip) => ({
                ...chip,
                href: href(chipParams(params, chip.id)),
              }))}
              clearHref={href(clearFilters(params))}
              hidden={params.term ? { q: params.term } : {}}
            />
          </Box>
          <Box flexGrow={1}>
            <Stack gap="lg">
              <Inline align="spaceBetween" alignY="end" gap="md">
                <Text tone="secondary">
                  {intl.formatMessage({ id: 'home.products.count' }, { count: totalItems })}
                </Text>
                <ListingSort
                  locale={locale}
                  path={path}
                  params={params}
                  {...sortFieldWords(intl)}
                  form={FILTER_FORM_ID}
                  applyLabel={filters.words.apply}
                  isDisabled={products.length === 0}
                />
              </Inline>
              <ProductList
                intl={intl}
                products={products}
                label={title}
                headingLevel={2}
                quickAddForm={forms.addToCart}
                wishlistForm={forms.wishlist}
                browseHref={localizedPath('/products', locale)}
              />
              {totalItems > LISTING_PAGE_SIZE && (
                <Inline align="center">
                  <PageLinks
                    intl={intl}
                    totalItems={totalItems}
                    itemsPerPage={LISTING_PAGE_SIZE}
                    page={params.page}
                    hrefFor={(page) => href(withPage(params, page))}
                  />
                </Inline>
              )}
            </Stack>
          </Box>
        </Box>
      </Stack>
      <JsonLd data={breadcrumbJsonLd([home, ...crumbs], locale)} />
    </Container>
  );
}
