import { getCategoryTree, getMerchandising } from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { cache } from 'react';

/**
 * What the default layout shows around every page: the category tree (header) and the alert
 * strip. Tags `collections` and `merchandising`. The alert is the shop's, not a page's, so the
 * home page's merchandising answer carries it (the same cached answer the home page reads).
 */
export const loadShell = cache(async (locale: Locale) => {
  const [categories, merchandising] = await Promise.all([
    getCategoryTree(locale),
    getMerchandising(locale, 'home'),
  ]);
  return { categories, alert: merchandising.alert ?? null };
});
