/** One value of a facet with the number of products that have it in the current selection. */
export interface FilterValueView {
  id: string;
  code: string;
  name: string;
  count: number;
}

/** A facet offered in the filter bar (colour, material, sub-category). */
export interface FilterView {
  id: string;
  code: string;
  name: string;
  values: FilterValueView[];
}

/**
 * The filter bar of a listing, as the Shop API's `filterBar` returns it (commerce-hooks'
 * `Listing['filterBar']`): the facets with counts and the highest price, tax included, in minor
 * units.
 */
export interface FilterBarData {
  maxValue: number;
  filters: FilterView[];
}

/**
 * What the shopper has chosen: value ids by facet code (the shape of commerce-hooks'
 * `ListingQueryInput.filters`) and the price range in minor units; an open end is left out.
 */
export interface FilterSelection {
  filters: Record<string, string[]>;
  priceFrom?: number;
  priceTo?: number;
}

export const EMPTY_SELECTION: FilterSelection = { filters: {} };

/** The selection with one facet's chosen values replaced; a facet with none is dropped. */
export function withFacetValues(
  selection: FilterSelection,
  facetCode: string,
  valueIds: readonly string[],
): FilterSelection {
  const filters = { ...selection.filters };
  if (valueIds.length === 0) delete filters[facetCode];
  else filters[facetCode] = [...valueIds];
  return { ...selection, filters };
}

/** The selection without the given value ids, wherever they are chosen. */
export function withoutValues(
  selection: FilterSelection,
  valueIds: ReadonlySet<string>,
): FilterSelection {
  let next = selection;
  for (const [code, ids] of Object.entries(selection.filters)) {
    const kept = ids.filter((id) => !valueIds.has(id));
    if (kept.length !== ids.length) next = withFacetValues(next, code, kept);
  }
  return next;
}

/** The selection with the price range set; an end at the scale's edge is no limit. */
export function withPrice(
  selection: FilterSelection,
  [from, to]: readonly [number, number],
  scaleMax: number,
): FilterSelection {
  const { priceFrom: _from, priceTo: _to, ...rest } = selection;
  return {
    ...rest,
    ...(from > 0 ? { priceFrom: from } : {}),
    ...(to < scaleMax ? { priceTo: to } : {}),
  };
}

export function hasPriceFilter(selection: FilterSelection): boolean {
  return selection.priceFrom !== undefined || selection.priceTo !== undefined;
}

/** How many filters are on: each chosen value, and the price range as one. */
export function activeFilterCount(selection: FilterSelection): number {
  const values = Object.values(selection.filters).reduce((sum, ids) => sum + ids.length, 0);
  return values + (hasPriceFilter(selection) ? 1 : 0);
}

/**
 * The top of the price scale: `maxValue` rounded up to a whole step, so the upper thumb can reach
 * the dearest product.
 */
export function priceScaleMax(maxValue: number, step: number): number {
  return Math.max(step, Math.ceil(maxValue / step) * step);
}

export interface ActiveValue {
  facet: FilterView;
  value: FilterValueView;
}

/**
 * The chosen values the bar knows, in the bar's order (a value id from an old link that the bar
 * no longer offers has no chip).
 */
export function activeValues(data: FilterBarData, selection: FilterSelection): ActiveValue[] {
  const chosen: ActiveValue[] = [];
  for (const facet of data.filters) {
    const ids = new Set(selection.filters[facet.code] ?? []);
    for (const value of facet.values) if (ids.has(value.id)) chosen.push({ facet, value });
  }
  return chosen;
}
