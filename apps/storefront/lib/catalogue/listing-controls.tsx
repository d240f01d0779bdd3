'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { FilterForm, SortField, type FilterFormProps, type SortFieldProps } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { listingHref, withSort, type ListingParams } from '../data/listing-params';
import { paramsWithSelection } from './selection';

/*
 * A listing's filters and sort: `@dar/ui`'s native leaves (a `GET` form for the listing's URL and
 * a select in it), rendered by the listing's Server Component with their words. Hydrated, a
 * change navigates through the app's router to the listing's canonical URL for the new state
 * (`listing-params.ts`), without a page load, as before; without scripts the form submits its
 * fields (`?material=3&material=7&price-min=…`), which `parseListingParams` reads the same.
 */

interface ListingTarget {
  locale: Locale;
  /** The listing's bare path (`/products/c/living-room`), without query or locale prefix. */
  path: string;
  params: ListingParams;
}

function useGo({ locale, path }: ListingTarget) {
  const router = useRouter();
  return (next: ListingParams) =>
    router.push(localizedPath(listingHref(path, next), locale), { scroll: false });
}

/** The filter form; a change goes to page 1 of the new selection. */
export function ListingFilters({
  locale,
  path,
  params,
  ...form
}: ListingTarget & Omit<FilterFormProps, 'onChange' | 'locale'>) {
  const go = useGo({ locale, path, params });
  return (
    <FilterForm
      {...form}
      locale={locale}
      onChange={(selection) => go(paramsWithSelection(params, selection))}
    />
  );
}

/** The order; a new one goes to page 1. */
export function ListingSort({
  locale,
  path,
  params,
  ...field
}: ListingTarget & Omit<SortFieldProps, 'onChange' | 'value'>) {
  const go = useGo({ locale, path, params });
  return (
    <SortField {...field} value={params.sort} onChange={(sort) => go(withSort(params, sort))} />
  );
}
