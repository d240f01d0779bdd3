import { getHomeSections, getMerchandising, HOME_SECTION_SIZE } from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { cache } from 'react';

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

/**
 * The home page (docs/product-spec.md §2): most watched, new arrivals, best sellers and special offers (8 each),
 * with the banners, super banner, alert strip and wheel promotions. Tags `home`, `merchandising`.
 */
export const loadHome = cache(async (locale: Locale) => {
  const [sections, merchandising] = await Promise.all([
    getHomeSections(locale, HOME_SECTION_SIZE),
    getMerchandising(locale, 'home'),
  ]);
  return { ...sections, ...merchandising };
});
