import { getIntl } from '@dar/i18n/server';
import { describe, expect, it } from 'vitest';

import { countLabel, countLabels, formatCount } from './countLabel';

describe('countLabel', () => {
  // The browser's label for a count it learns after hydration must be the catalogue's own, in
  // every plural form (Arabic has six: zero, one, two, few, many, other).
  for (const locale of ['ar', 'en'] as const) {
    const intl = getIntl(locale);
    for (const id of ['shell.header.cart', 'shell.header.wishlist'] as const) {
      it(`says ${id} as the ${locale} catalogue does, for every count`, () => {
        const labels = countLabels(intl, id);
        for (let count = 0; count <= 250; count += 1) {
          expect(countLabel(labels, count)).toBe(intl.formatMessage({ id }, { count }));
        }
        expect(countLabel(labels, 1002)).toBe(intl.formatMessage({ id }, { count: 1002 }));
      });
    }
    it(`writes the number in the ${locale} digits`, () => {
      const labels = countLabels(intl, 'shell.header.cart');
      expect(formatCount(labels, 12)).toBe(intl.formatNumber(12));
    });
  }
});
