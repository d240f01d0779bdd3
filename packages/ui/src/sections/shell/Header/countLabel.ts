import type { ShopIntl } from '@dar/i18n';

/**
 * A count's accessible name ("Cart, 2 items") for every count, worked out on the server from the
 * catalogue's plural message, so a client leaf that knows the count only after hydration (the
 * shopper's own cart) names it without react-intl: the text for zero (the messages' `=0`), and
 * one text per plural category of the language with `{count}` where the number goes. The browser
 * picks the category with its own `Intl.PluralRules` and writes the number with
 * `Intl.NumberFormat`, as react-intl would.
 */
export interface CountLabels {
  /** The language's Intl locale (`ar-EG`, `en-US`). */
  locale: string;
  zero: string;
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
}

const PLACEHOLDER = '{count}';

/** The smallest count from 1 in each plural category (`one` 1, `two` 2, `few` 3, `many` 11…). */
function samples(locale: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(locale);
  const found = new Map<Intl.LDMLPluralRule, number>();
  const wanted = rules.resolvedOptions().pluralCategories.length;
  for (let count = 1; count <= 1000 && found.size < wanted; count += 1) {
    const category = rules.select(count);
    if (!found.has(category)) found.set(category, count);
  }
  return found;
}

/** The labels of a plural message with a `count` argument, for `countLabel`. */
export function countLabels(
  intl: ShopIntl,
  id: 'shell.header.cart' | 'shell.header.wishlist',
): CountLabels {
  const forms: CountLabels['forms'] = {};
  for (const [category, count] of samples(intl.locale)) {
    // The number as the message writes it (`#`), turned back into the placeholder.
    forms[category] = intl
      .formatMessage({ id }, { count })
      .replace(intl.formatNumber(count), PLACEHOLDER);
  }
  return { locale: intl.locale, zero: intl.formatMessage({ id }, { count: 0 }), forms };
}

/** The number on the icon, in the language's digits. */
export const formatCount = (labels: CountLabels, count: number) =>
  new Intl.NumberFormat(labels.locale).format(count);

/** The accessible name for `count`, as `intl.formatMessage` would give it. */
export function countLabel(labels: CountLabels, count: number): string {
  if (count === 0) return labels.zero;
  const category = new Intl.PluralRules(labels.locale).select(count);
  const form = labels.forms[category] ?? labels.forms.other ?? labels.zero;
  return form.replace(PLACEHOLDER, formatCount(labels, count));
}
