import type { FilterSelection } from '@dar/ui';
import type { ListingParams, PriceRange } from '../data/listing-params';

/** Piastres in a pound: the filter bar counts in minor units, the URL in whole pounds. */
const PIASTRES = 100;

export function selectionOf(params: ListingParams): FilterSelection {
  const { min, max } = params.price ?? {};
  return {
    filters: params.filters,
    ...(min !== undefined ? { priceFrom: min * PIASTRES } : {}),
    ...(max !== undefined ? { priceTo: max * PIASTRES } : {}),
  };
}

/** The filter bar's choice as the URL's state; a new choice starts again at page 1. */
export function paramsWithSelection(
  params: ListingParams,
  selection: FilterSelection,
): ListingParams {
  const price: PriceRange = {
    ...(selection.priceFrom !== undefined
      ? { min: Math.floor(selection.priceFrom / PIASTRES) }
      : {}),
    ...(selection.priceTo !== undefined ? { max: Math.ceil(selection.priceTo / PIASTRES) } : {}),
  };
  const { price: _old, ...rest } = params;
  return {
    ...rest,
    filters: selection.filters,
    ...(price.min !== undefined || price.max !== undefined ? { price } : {}),
    page: 1,
  };
}

/**
 * The price range without the ends that limit nothing: a floor of 0 and a ceiling at or above the
 * price scale's top (whole pounds, rounded up from `maxValue`). The filter form without
 * JavaScript sends both sliders' values, moved or not; they are no filter.
 */
export function withinPriceScale(params: ListingParams, maxValue: number): ListingParams {
  if (!params.price) return params;
  const top = Math.max(1, Math.ceil(maxValue / PIASTRES));
  const { min, max } = params.price;
  const price: PriceRange = {
    ...(min !== undefined && min > 0 ? { min } : {}),
    ...(max !== undefined && max < top ? { max } : {}),
  };
  const { price: _old, ...rest } = params;
  return price.min !== undefined || price.max !== undefined ? { ...rest, price } : rest;
}
