import type { Metadata } from 'next';
import { ListingPage, listingPageMetadata } from '../../../../../../../lib/catalogue/listing-page';
import type { ListingRoute } from '../../../../../../../lib/data/listing';
import type { SearchParamsInput } from '../../../../../../../lib/data/listing-params';
import { localeParam } from '../../../../../../../lib/locale';

type Props = {
  params: Promise<{ locale: string; slug: string; sub: string }>;
  searchParams: Promise<SearchParamsInput>;
};

const routeOf = async (params: Props['params']): Promise<ListingRoute> => {
  const { slug, sub } = await params;
  return {
    kind: 'sub-category',
    slug: decodeURIComponent(slug),
    sub: decodeURIComponent(sub),
  };
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingPageMetadata(await localeParam(params), await routeOf(params), await searchParams);
}

/** A sub-category's products; it must sit under the category in its URL (docs/product-spec.md §2). */
export default async function SubCategoryPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return (
    <ListingPage locale={locale} route={await routeOf(params)} searchParams={await searchParams} />
  );
}
