'use client';

import { formatMoney, type Locale } from '@dar/i18n';
import { breakpoints } from '@dar/tokens';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import * as buttonStyles from '../../../Button/Button.css';
import { IconClose } from '../../../Icon';
import * as sliderStyles from '../../../Slider/Slider.css';
import { RouterLink } from '../../../Link/RouterLink';
import * as styles from '../FilterBar/FilterBar.css';
import type { FilterFormChip, FilterFormFacet, FilterFormWords } from './filterFormWords';
import * as formStyles from './FilterForm.css';
import type { FilterSelection } from '../FilterBar/selection';

/** Where the panel is in the page, not a sheet (`sheet` in FilterForm.css.ts). */
const DESKTOP_QUERY = `(min-width: ${breakpoints.desktop}px)`;

/** Piastres in one pound: the price fields count whole pounds, the selection piastres. */
const MINOR_PER_MAJOR = 100;

/** The price fields' names in the query a submission without JavaScript writes. */
export const PRICE_MIN_FIELD = 'price-min';
export const PRICE_MAX_FIELD = 'price-max';

export interface FilterFormProps {
  /** The form's id: the sort field joins the submission with `form={id}`. */
  id: string;
  /** The listing's URL: the form asks for it (`GET`) with the choice as its query. */
  action: string;
  /** From `filterFormView(intl, data, value)` on the server. */
  words: FilterFormWords;
  facets: FilterFormFacet[];
  /** Whole pounds; 0 leaves the price fields out. */
  priceMax: number;
  /** The page's language and the prices' currency: the sliders announce prices as they move. */
  locale: Locale;
  currencyCode?: string;
  /** The shopper's choice, from the URL. */
  value: FilterSelection;
  /** The active filters, each with the link that removes it (worked out by the app). */
  chips: (FilterFormChip & { href: string })[];
  /** The listing without filters. */
  clearHref: string;
  /** Fields the submission keeps (a search's `q`). */
  hidden?: Record<string, string>;
  /**
   * Hydrated, each change (a box ticked, a price field left or Enter pressed in it) comes here
   * instead of submitting the form; without it, or before the scripts run, the form submits.
   */
  onChange?: (value: FilterSelection) => void;
  /** `responsive` (default): the side panel from desktop width, a "Filters (n)" button below it. */
  layout?: 'responsive' | 'panel';
}

const whole = (raw: FormDataEntryValue | null): number | undefined => {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
};

/** The price range's ends in whole pounds; an open end at the scale's edge. */
function priceEnds(value: FilterSelection, priceMax: number): [number, number] {
  const major = (minor: number) => Math.round(minor / MINOR_PER_MAJOR);
  return [
    Math.min(major(value.priceFrom ?? 0), priceMax),
    Math.min(major(value.priceTo ?? priceMax * MINOR_PER_MAJOR), priceMax),
  ];
}

/** The choice the form's fields hold now. */
function readForm(form: HTMLFormElement, facets: FilterFormFacet[], priceMax: number) {
  const data = new FormData(form);
  const filters: Record<string, string[]> = {};
  for (const facet of facets) {
    const ids = data.getAll(facet.code).map(String);
    if (ids.length > 0) filters[facet.code] = ids;
  }
  const min = whole(data.get(PRICE_MIN_FIELD));
  const max = whole(data.get(PRICE_MAX_FIELD));
  const selection: FilterSelection = { filters };
  if (min !== undefined && min > 0) selection.priceFrom = min * MINOR_PER_MAJOR;
  if (max !== undefined && max < priceMax) selection.priceTo = max * MINOR_PER_MAJOR;
  return selection;
}

/** One string per choice, to compare two (order does not matter). */
function keyOf({ filters, priceFrom, priceTo }: FilterSelection): string {
  const facets = Object.keys(filters)
    .sort()
    .map((code) => `${code}=${[...(filters[code] ?? [])].sort().join(',')}`);
  return `${facets.join('&')}|${priceFrom ?? ''}-${priceTo ?? ''}`;
}

/** The fields show `value` (after a navigation, or "Clear all"), keeping focus where it is. */
function showValue(form: HTMLFormElement, value: FilterSelection, priceMax: number) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement)) continue;
    if (element.type === 'checkbox') {
      element.checked = (value.filters[element.name] ?? []).includes(element.value);
    } else if (element.name === PRICE_MIN_FIELD || element.name === PRICE_MAX_FIELD) {
      element.value = String(priceEnds(value, priceMax)[element.name === PRICE_MIN_FIELD ? 0 : 1]);
    }
  }
}

/**
 * The price range: two native sliders (from, to) in whole pounds, each announcing its price, and
 * the range in words above them. While a slider moves only the words follow; the form hears of it
 * when it is let go (the browser's `change`).
 */
function PriceSliders({
  words,
  priceMax,
  committed,
  money,
}: {
  words: FilterFormWords;
  priceMax: number;
  committed: [number, number];
  money: (major: number) => string;
}) {
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const [from, to] = draft ?? committed;
  // A new range from the URL ends the draft.
  const committedKey = committed.join('-');
  const [shownKey, setShownKey] = useState(committedKey);
  if (shownKey !== committedKey) {
    setShownKey(committedKey);
    setDraft(null);
  }
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  return (
    <fieldset className={`${formStyles.group} ${formStyles.price}`}>
      <legend className={formStyles.legend}>{words.price}</legend>
      <output className={sliderStyles.output}>
        {words.priceRange.replace('{from}', money(low)).replace('{to}', money(high))}
      </output>
      {(
        [
          [PRICE_MIN_FIELD, words.priceFrom, from, 0],
          [PRICE_MAX_FIELD, words.priceTo, to, 1],
        ] as const
      ).map(([name, label, current, end]) => (
        <input
          key={name}
          className={formStyles.slider}
          type="range"
          name={name}
          min={0}
          max={priceMax}
          step={1}
          aria-label={label}
          aria-valuetext={money(current)}
          defaultValue={committed[end]}
          onChange={(event) => {
            const next: [number, number] = [from, to];
            next[end] = Number(event.currentTarget.value);
            setDraft(next);
          }}
        />
      ))}
    </fieldset>
  );
}

/**
 * A listing's filters as a native form (docs/product-spec.md §2: filter bar): a checkbox per facet
 * value with its count, the price range as two native sliders in whole pounds, the active filters
 * as links that remove them, and "Clear all". It is a `GET` form for the listing's URL, so it
 * works before the page's scripts run and without them (a submit button shows then); hydrated,
 * each change (a box ticked, a slider let go) goes to `onChange` at once. A box ticked before the
 * scripts ran is applied when they do. No React Aria and no react-intl: the words come as props.
 */
export function FilterForm({
  id,
  action,
  words,
  facets,
  priceMax,
  value,
  chips,
  clearHref,
  hidden = {},
  onChange,
  layout = 'responsive',
  locale,
  currencyCode = 'EGP',
}: FilterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const sheetId = useId();
  const sheet = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const valueKey = keyOf(value);
  const shown = useRef<string | null>(null);
  /** The choice last sent, so one change is sent once (React replays a change made before
   * hydration as a change event, and the effect below sees it too). */
  const sent = useRef(valueKey);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (shown.current === null && onChange) {
      // First run: a choice made before the page hydrated is the shopper's; apply it.
      const before = readForm(element, facets, priceMax);
      if (keyOf(before) !== valueKey) {
        shown.current = valueKey;
        sent.current = keyOf(before);
        onChange(before);
        return;
      }
    }
    // A new choice from the URL (a link, the back button): the fields follow it.
    if (shown.current !== valueKey) showValue(element, value, priceMax);
    shown.current = valueKey;
    sent.current = valueKey;
    // `value` is read through its key: a new object for the same choice changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey]);

  const apply = () => {
    const element = form.current;
    if (!element || !onChange) return;
    const next = readForm(element, facets, priceMax);
    const key = keyOf(next);
    if (key === valueKey || key === sent.current) return;
    sent.current = key;
    onChange(next);
  };
  // The browser's own `change`: a box ticked, a slider let go (or moved by a key). React's
  // `onChange` would come at every step of a drag.
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    const element = form.current;
    const listener = () => applyRef.current();
    element?.addEventListener('change', listener);
    return () => element?.removeEventListener('change', listener);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    event.preventDefault();
    apply();
  };

  // Below desktop width the panel is a bottom sheet: the browser's modal `<dialog>`, which the
  // panel moves into while it is open (in the page it is the filters' region, no dialog). Widened
  // to desktop while open, it goes back into the page.
  const closeSheet = () => sheet.current?.close();
  useEffect(() => {
    if (!open) return;
    if (!sheet.current?.open) sheet.current?.showModal();
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const leave = () => {
      if (desktop.matches) sheet.current?.close();
    };
    desktop.addEventListener('change', leave);
    return () => desktop.removeEventListener('change', leave);
  }, [open]);

  const hasPrice = priceMax > 0;
  // In the page, the filters' region; in the sheet, the dialog is named by the heading instead.
  const renderPanel = (inSheet: boolean) => (
    <section className={styles.panel} aria-labelledby={inSheet ? undefined : headingId}>
      <div className={styles.header}>
        <h2 className={styles.heading} id={headingId}>
          {words.title}
        </h2>
        {chips.length > 0 && (
          <RouterLink
            className={buttonStyles.button({ variant: 'ghost', size: 'sm' })}
            href={clearHref}
          >
            {words.clearAll}
          </RouterLink>
        )}
      </div>
      {chips.length > 0 && (
        <ul className={formStyles.chips} aria-label={words.active}>
          {chips.map((chip) => (
            <li key={chip.id}>
              <RouterLink
                className={formStyles.chip}
                href={chip.href}
                aria-label={`${words.remove} ${chip.label}`}
              >
                <span>{chip.label}</span>
                <span aria-hidden="true">×</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
      {!hasPrice && facets.length === 0 ? (
        <p className={styles.empty}>{words.empty}</p>
      ) : (
        <div className={styles.groups}>
          {hasPrice && (
            <PriceSliders
              key={priceMax}
              words={words}
              priceMax={priceMax}
              committed={priceEnds(value, priceMax)}
              money={(major) =>
                formatMoney(major * MINOR_PER_MAJOR, currencyCode, locale, {
                  trimZeroFraction: true,
                })
              }
            />
          )}
          {facets.map((facet) => (
            <fieldset key={facet.code} className={formStyles.group}>
              <legend className={formStyles.legend}>{facet.name}</legend>
              {facet.values.map((option) => (
                <label key={option.id} className={formStyles.option}>
                  <input
                    className={formStyles.checkbox}
                    type="checkbox"
                    name={facet.code}
                    value={option.id}
                    defaultChecked={(value.filters[facet.code] ?? []).includes(option.id)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {inSheet && (
        // A choice applies as it is made; this only closes the sheet on the results.
        <button
          type="button"
          className={`${formStyles.sheetDone} ${buttonStyles.button({ variant: 'primary', size: 'md' })}`}
          onClick={closeSheet}
        >
          {words.apply}
        </button>
      )}
      {/* Without scripts nothing applies a change by itself: this submits the form. */}
      <noscript>
        <button type="submit" className={buttonStyles.button({ variant: 'primary', size: 'md' })}>
          {words.apply}
        </button>
      </noscript>
    </section>
  );

  return (
    <form ref={form} id={id} method="get" action={action} onSubmit={submit}>
      {Object.entries(hidden).map(([name, field]) => (
        <input key={name} type="hidden" name={name} value={field} />
      ))}
      {layout === 'panel' ? (
        renderPanel(false)
      ) : (
        <>
          <div className={styles.drawerBelowDesktop}>
            <button
              type="button"
              className={buttonStyles.button({ variant: 'secondary', size: 'md' })}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={sheetId}
              onClick={() => setOpen(true)}
            >
              {words.trigger}
            </button>
          </div>
          {!open && <div className={styles.panelFromDesktop}>{renderPanel(false)}</div>}
          <dialog
            ref={sheet}
            id={sheetId}
            className={formStyles.sheet}
            aria-labelledby={headingId}
            onClose={() => setOpen(false)}
          >
            {open && (
              <>
                <button
                  type="button"
                  className={`${formStyles.sheetClose} ${buttonStyles.button({ variant: 'ghost', size: 'sm' })}`}
                  aria-label={words.close}
                  onClick={closeSheet}
                >
                  <IconClose size="sm" />
                </button>
                {renderPanel(true)}
              </>
            )}
          </dialog>
          {/* Without scripts the button cannot open the sheet: the panel shows at every width. */}
          <noscript>
            <style>{`.${styles.panelFromDesktop}{display:block}.${styles.drawerBelowDesktop}{display:none}`}</style>
          </noscript>
        </>
      )}
    </form>
  );
}
