import type { Metadata } from 'next';
import { ListingPage, listingPageMetadata } from '../../../../lib/catalogue/listing-page';
import type { SearchParamsInput } from '../../../../lib/data/listing-params';
import { localeParam } from '../../../../lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParamsInput>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingPageMetadata(await localeParam(params), { kind: 'all' }, await searchParams);
}

/** Every product, with the filter bar (spec §2). */
export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  return <ListingPage locale={locale} route={{ kind: 'all' }} searchParams={await searchParams} />;
}
