'use client';

import type { Locale } from '@dar/i18n';
import dynamic from 'next/dynamic';
import { useRecentlyViewed } from '../personal/recently-viewed';
import { withMessages } from '../lazy-messages';

/** The rail and its cards, loaded once there is something to show. */
const RecentRail = dynamic(
  () => withMessages('RecentRail', import('./RecentRail'), (module) => module.RecentRail),
  { ssr: false },
);

/**
 * "Recently viewed" on a product page: this browser's own list (localStorage), so the cached page
 * holds none of it and it shows after hydration. A first visit, or a browser that has seen only
 * this product, loads nothing more; otherwise the rail's code comes then.
 */
export function RecentlyViewedSlot({ locale, productId }: { locale: Locale; productId: string }) {
  const viewed = useRecentlyViewed();
  if (!viewed.some((product) => product.id !== productId)) return null;
  return <RecentRail locale={locale} products={viewed} excludeProductId={productId} />;
}
