'use client';

import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { RecentlyViewed, type ProductCardData } from '@dar/ui';
import { useCardActions } from '../personal/card-actions';

/** "Recently viewed" with the cards' actions, rendered in the browser (`RecentlyViewedSlot`). */
export function RecentRail({
  locale,
  products,
  excludeProductId,
}: {
  locale: Locale;
  products: ProductCardData[];
  excludeProductId: string;
}) {
  return (
    <RecentlyViewed
      intl={useIntl()}
      {...useCardActions(locale)}
      products={products}
      excludeProductId={excludeProductId}
    />
  );
}
