'use client';

import type { ProductCardData } from '@dar/ui';
import { useEffect } from 'react';
import { usePersonalActions, whenIdle } from '@dar/commerce-hooks/personal';
import { keepViewed } from '../personal/recently-viewed';

/**
 * A visit to a product page, once the browser is idle: counted for "most watched" (the Shop API,
 * without Apollo) and kept in this browser's "recently viewed" (`RecentlyViewedSlot` shows it).
 */
export function ProductVisit({ card }: { card: ProductCardData }) {
  const { recordView } = usePersonalActions();
  // Once per product: a client-side navigation to another product is another visit.
  const { id } = card;
  useEffect(
    () =>
      whenIdle(() => {
        keepViewed(card);
        recordView(id);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, recordView],
  );
  return null;
}
