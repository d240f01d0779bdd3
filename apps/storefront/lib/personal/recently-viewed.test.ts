import type { ProductCardData } from '@dar/ui';
import { describe, expect, it } from 'vitest';
import { parseViewed, RECENTLY_VIEWED_LIMIT, withViewed } from './recently-viewed';

const card = (id: string): ProductCardData => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  imageUrl: null,
  priceWithTax: 100_000,
  currencyCode: 'EGP',
});

describe('recently viewed', () => {
  it('puts the product viewed last first, once', () => {
    const viewed = withViewed([card('1'), card('2')], card('2'));
    expect(viewed.map((item) => item.id)).toEqual(['2', '1']);
  });

  it('keeps the newest up to the limit', () => {
    let viewed: ProductCardData[] = [];
    for (let index = 0; index < RECENTLY_VIEWED_LIMIT + 3; index += 1) {
      viewed = withViewed(viewed, card(String(index)));
    }
    expect(viewed).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(viewed[0]?.id).toBe(String(RECENTLY_VIEWED_LIMIT + 2));
  });

  it('reads only well-formed cards from storage', () => {
    expect(parseViewed('oops')).toEqual([]);
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed(JSON.stringify([card('1'), { id: 2 }, 'x']))).toEqual([card('1')]);
  });
});
