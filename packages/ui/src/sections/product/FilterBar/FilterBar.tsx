'use client';

import { formatMoney } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { useId, useState } from 'react';

import { Button } from '../../../Button';
import { Checkbox } from '../../../Checkbox';
import { CheckboxGroup } from '../../../CheckboxGroup';
import { useShopLocale } from '../../../locale';
import { FilterOverlay } from '../../../Overlays';
import { RangeSlider } from '../../../RangeSlider';
import { Skeleton } from '../../../Skeleton';
import { TagGroup, type TagItem } from '../../../TagGroup';
import * as styles from './FilterBar.css';
import {
  activeFilterCount,
  activeValues,
  EMPTY_SELECTION,
  hasPriceFilter,
  priceScaleMax,
  withFacetValues,
  withoutValues,
  withPrice,
  type FilterBarData,
  type FilterSelection,
} from './selection';

/** Piasters in one pound: the price scale moves a pound at a time (Page Up/Down a tenth). */
const DEFAULT_PRICE_STEP = 100;
const PRICE_CHIP = 'price';

export interface FilterBarProps {
  /** The facets with counts and the highest price; leave out while `isLoading`. */
  data?: FilterBarData;
  /** The shopper's choices, from the URL; controlled. */
  value: FilterSelection;
  /** Every change: a value ticked, the price range let go, a chip removed, "Clear all". */
  onChange: (value: FilterSelection) => void;
  /** The currency of the prices (EGP). */
  currencyCode?: string;
  /** How far one arrow press moves the price range, in minor units. */
  priceStep?: number;
  /**
   * `responsive` (the default): a side panel from desktop width, a "Filters (n)" button opening the
   * filter drawer below it. `panel` and `drawer` force one of them.
   */
  layout?: 'responsive' | 'panel' | 'drawer';
  isLoading?: boolean;
}

interface PanelProps extends Required<Pick<FilterBarProps, 'value' | 'onChange'>> {
  data?: FilterBarData;
  currencyCode: string;
  priceStep: number;
  isLoading: boolean;
  /** The side panel names itself with a heading; in the drawer its title does that. */
  showHeading: boolean;
}

/** Prices are in minor units (piastres), as the Shop API gives them. */
const MINOR_PER_MAJOR = 100;

function PriceRange({
  maxValue,
  value,
  onChange,
  currencyCode,
  step,
}: {
  maxValue: number;
  value: FilterSelection;
  onChange: (value: FilterSelection) => void;
  currencyCode: string;
  step: number;
}) {
  const intl = useIntl();
  const { locale } = useShopLocale();
  const scaleMax = priceScaleMax(maxValue, step);
  const committed: [number, number] = [
    Math.min(value.priceFrom ?? 0, scaleMax),
    Math.min(value.priceTo ?? scaleMax, scaleMax),
  ];
  // While a thumb moves only the bar follows; the listing (and the URL) change once it is let go.
  const [draft, setDraft] = useState<number[] | null>(null);
  // The slider runs in whole pounds, not piastres: React Aria writes each thumb's announced value
  // (`aria-valuetext`) from `formatOptions` into the server's HTML, before any script runs, so it
  // must format the price itself ("EGP 51,150", never "5,115,000").
  const toMajor = (minor: number) => minor / MINOR_PER_MAJOR;
  const toMinor = (major: number) => Math.round(major * MINOR_PER_MAJOR);
  return (
    <RangeSlider
      label={intl.formatMessage({ id: 'product.filter.price' })}
      minValue={0}
      maxValue={toMajor(scaleMax)}
      step={toMajor(step)}
      value={draft ?? committed.map(toMajor)}
      onChange={setDraft}
      onChangeEnd={(ends) => {
        setDraft(null);
        const next: [number, number] = [
          toMinor(ends[0] ?? 0),
          toMinor(ends[1] ?? toMajor(scaleMax)),
        ];
        if (next[0] !== committed[0] || next[1] !== committed[1]) {
          onChange(withPrice(value, next, scaleMax));
        }
      }}
      formatOptions={{
        style: 'currency',
        currency: currencyCode,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }}
      formatValue={(pounds) =>
        formatMoney(toMinor(pounds), currencyCode, locale, { trimZeroFraction: true })
      }
    />
  );
}

function FilterPanel({
  data,
  value,
  onChange,
  currencyCode,
  priceStep,
  isLoading,
  showHeading,
}: PanelProps) {
  const intl = useIntl();
  const { locale } = useShopLocale();
  const headingId = useId();
  const title = intl.formatMessage({ id: 'product.filter.title' });

  if (isLoading || !data) {
    return (
      <section
        className={styles.panel}
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'product.filter.loading' })}
      >
        {showHeading && (
          <h2 className={styles.heading} id={headingId}>
            {title}
          </h2>
        )}
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.skeletonGroup}>
            <span className={styles.skeletonHeading}>
              <Skeleton />
            </span>
            <Skeleton lines={index === 0 ? 2 : 4} />
          </div>
        ))}
      </section>
    );
  }

  const money = (amount: number) =>
    formatMoney(amount, currencyCode, locale, { trimZeroFraction: true });
  const scaleMax = priceScaleMax(data.maxValue, priceStep);
  const chips: TagItem[] = activeValues(data, value).map(({ facet, value: chosen }) => ({
    id: chosen.id,
    label: intl.formatMessage(
      { id: 'product.filter.chipValue' },
      { facet: facet.name, value: chosen.name },
    ),
  }));
  if (hasPriceFilter(value)) {
    chips.push({
      id: PRICE_CHIP,
      label: intl.formatMessage(
        { id: 'product.filter.chipPrice' },
        { from: money(value.priceFrom ?? 0), to: money(value.priceTo ?? scaleMax) },
      ),
    });
  }
  const hasFacets = data.filters.some((facet) => facet.values.length > 0);
  const hasPrice = data.maxValue > 0;

  return (
    <section
      className={styles.panel}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : title}
    >
      {(showHeading || chips.length > 0) && (
        <div className={styles.header}>
          {showHeading && (
            <h2 className={styles.heading} id={headingId}>
              {title}
            </h2>
          )}
          {chips.length > 0 && (
            <Button variant="ghost" size="sm" onPress={() => onChange(EMPTY_SELECTION)}>
              {intl.formatMessage({ id: 'product.filter.clearAll' })}
            </Button>
          )}
        </div>
      )}
      {chips.length > 0 && (
        <TagGroup
          label={intl.formatMessage({ id: 'product.filter.active' })}
          items={chips}
          onRemove={(keys) => {
            const ids = new Set([...keys].map(String));
            let next = withoutValues(value, ids);
            if (ids.has(PRICE_CHIP)) next = withPrice(next, [0, scaleMax], scaleMax);
            onChange(next);
          }}
        />
      )}
      {!hasFacets && !hasPrice ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'product.filter.empty' })}</p>
      ) : (
        <div className={styles.groups}>
          {hasPrice && (
            <PriceRange
              maxValue={data.maxValue}
              value={value}
              onChange={onChange}
              currencyCode={currencyCode}
              step={priceStep}
            />
          )}
          {data.filters
            .filter((facet) => facet.values.length > 0)
            .map((facet) => (
              <CheckboxGroup
                key={facet.id}
                label={facet.name}
                value={value.filters[facet.code] ?? []}
                onChange={(ids) => onChange(withFacetValues(value, facet.code, ids))}
              >
                {facet.values.map((option) => (
                  <Checkbox key={option.id} value={option.id}>
                    {intl.formatMessage(
                      { id: 'product.filter.valueCount' },
                      { name: option.name, count: option.count },
                    )}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            ))}
        </div>
      )}
    </section>
  );
}

/**
 * A listing's filters (docs/product-spec.md: filter bar, §9 price from and to): a checkbox group per facet with
 * each value's product count, the price range up to the dearest product, the active filters as
 * removable chips and "Clear all". Controlled, so the storefront keeps the choice in the URL.
 * A side panel on desktop; on smaller screens a "Filters (n)" button opens it in the filter drawer.
 */
export function FilterBar({
  data,
  value,
  onChange,
  currencyCode = 'EGP',
  priceStep = DEFAULT_PRICE_STEP,
  layout = 'responsive',
  isLoading = false,
}: FilterBarProps) {
  const intl = useIntl();
  const panel = (showHeading: boolean) => (
    <FilterPanel
      data={data}
      value={value}
      onChange={onChange}
      currencyCode={currencyCode}
      priceStep={priceStep}
      isLoading={isLoading}
      showHeading={showHeading}
    />
  );
  const drawer = (
    <FilterOverlay
      trigger={
        <Button variant="secondary" isDisabled={isLoading}>
          {intl.formatMessage(
            { id: 'product.filter.trigger' },
            { count: activeFilterCount(value) },
          )}
        </Button>
      }
      title={intl.formatMessage({ id: 'product.filter.title' })}
      footer={(close) => (
        <Button fullWidth onPress={close}>
          {intl.formatMessage({ id: 'product.filter.showResults' })}
        </Button>
      )}
    >
      {panel(false)}
    </FilterOverlay>
  );

  if (layout === 'panel') return panel(true);
  if (layout === 'drawer') return drawer;
  return (
    <>
      <div className={styles.panelFromDesktop}>{panel(true)}</div>
      <div className={styles.drawerBelowDesktop}>{drawer}</div>
    </>
  );
}
