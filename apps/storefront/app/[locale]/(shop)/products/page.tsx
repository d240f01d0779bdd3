import type { Metadata } from 'next';
import { ListingPage, listingPageMetadata } from '../../../../lib/catalogue/listing-page';
import type { SearchParamsInput } from '../../../../lib/data/listing-params';
import { localeParam } from '../../../../lib/locale';

// Filters, sort and page are in the query: rendered per request. Without this the route counts as
// static (the locale layout's params are its only dynamic segment) and reading the query fails.
// The catalogue fetches still read through the tagged fetch cache (`lib/data/cache.ts`).
export const dynamic = 'force-dynamic';
export const fetchCache = 'default-cache';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParamsInput>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingPageMetadata(await localeParam(params), { kind: 'all' }, await searchParams);
}

/** Every product, with the filter bar (docs/product-spec.md §2). */
export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return <ListingPage locale={locale} route={{ kind: 'all' }} searchParams={await searchParams} />;
}
