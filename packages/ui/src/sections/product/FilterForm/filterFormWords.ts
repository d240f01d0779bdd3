import { formatMoney, toLocale, type ShopIntl } from '@dar/i18n';

import {
  activeFilterCount,
  activeValues,
  hasPriceFilter,
  priceScaleMax,
  type FilterBarData,
  type FilterSelection,
} from '../FilterBar/selection';

/** Piastres in one pound: the form's price fields count whole pounds. */
const MINOR_PER_MAJOR = 100;

/** `FilterForm`'s words, worked out on the server from the page's messages. */
export interface FilterFormWords {
  title: string;
  /** "Filters (n)": the phones' button that shows the form. */
  trigger: string;
  clearAll: string;
  /** Names the list of active filters. */
  active: string;
  /** Prefixes each active filter's remove link ("Remove"). */
  remove: string;
  empty: string;
  price: string;
  priceFrom: string;
  priceTo: string;
  /** "From {from} to {to}": the range in words, the prices put in by the leaf as they move. */
  priceRange: string;
  /** The submit button shown without JavaScript, and the phone sheet's button back to the results. */
  apply: string;
  /** Names the phone sheet's close button. */
  close: string;
}

/** One facet as the form shows it: each value's label carries its count. */
export interface FilterFormFacet {
  code: string;
  name: string;
  values: { id: string; label: string }[];
}

/** An active filter: a value (its id) or the price range (`price`), with its words. */
export interface FilterFormChip {
  id: string;
  label: string;
}

export interface FilterFormView {
  words: FilterFormWords;
  facets: FilterFormFacet[];
  /** The price scale's top in whole pounds; 0 when the listing offers no price range. */
  priceMax: number;
  chips: FilterFormChip[];
}

/**
 * What `FilterForm` shows, in the page's language, for a Server Component (`getIntl(locale)`):
 * the leaf takes words, not messages, so neither react-intl nor the catalogue reach the browser.
 */
export function filterFormView(
  intl: ShopIntl,
  data: FilterBarData,
  value: FilterSelection,
  { currencyCode = 'EGP', priceStep = MINOR_PER_MAJOR } = {},
): FilterFormView {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const money = (amount: number) =>
    formatMoney(amount, currencyCode, toLocale(intl.locale), { trimZeroFraction: true });
  const scaleMax = priceScaleMax(data.maxValue, priceStep);
  const price = t('product.filter.price');
  const chips: FilterFormChip[] = activeValues(data, value).map(({ facet, value: chosen }) => ({
    id: chosen.id,
    label: t('product.filter.chipValue', { facet: facet.name, value: chosen.name }),
  }));
  if (hasPriceFilter(value)) {
    chips.push({
      id: 'price',
      label: t('product.filter.chipPrice', {
        from: money(value.priceFrom ?? 0),
        to: money(value.priceTo ?? scaleMax),
      }),
    });
  }
  return {
    words: {
      title: t('product.filter.title'),
      trigger: t('product.filter.trigger', { count: activeFilterCount(value) }),
      clearAll: t('product.filter.clearAll'),
      active: t('product.filter.active'),
      remove: t('ui.tag.remove'),
      empty: t('product.filter.empty'),
      price,
      priceFrom: `${t('ui.range.from')} ${price}`,
      priceTo: `${t('ui.range.to')} ${price}`,
      priceRange: t('ui.range.value', { from: '{from}', to: '{to}' }),
      apply: t('product.filter.showResults'),
      close: t('ui.overlay.close'),
    },
    facets: data.filters
      .filter((facet) => facet.values.length > 0)
      .map((facet) => ({
        code: facet.code,
        name: facet.name,
        values: facet.values.map((option) => ({
          id: option.id,
          label: t('product.filter.valueCount', { name: option.name, count: option.count }),
        })),
      })),
    priceMax: data.maxValue > 0 ? Math.ceil(scaleMax / MINOR_PER_MAJOR) : 0,
    chips,
  };
}
