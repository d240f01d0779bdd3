'use client';

import { useIntl } from '@dar/i18n/react';
import {
  BannerSlot as ServerBannerSlot,
  CategoryTiles as ServerCategoryTiles,
  SuperBanner as ServerSuperBanner,
  type BannerSlotProps,
  type CategoryTilesProps,
  type SuperBannerProps,
} from '@dar/ui';

// The ui's home sections a Server Component renders as islands (lib/islands): an island loads a
// module of the storefront's own, which gives the server parts their text.
export function BannerSlot(props: Omit<BannerSlotProps, 'intl'>) {
  return <ServerBannerSlot {...props} intl={useIntl()} />;
}

export function SuperBanner(props: Omit<SuperBannerProps, 'intl'>) {
  return <ServerSuperBanner {...props} intl={useIntl()} />;
}

/**
 * The category tiles stay an island while the islands runtime lasts: rendered by the Server
 * Component directly, their links (React Aria's) joined the first-load JS instead of loading at
 * the first press (measurements in docs/server-first.md).
 */
export function CategoryTiles(props: Omit<CategoryTilesProps, 'intl'>) {
  return <ServerCategoryTiles {...props} intl={useIntl()} />;
}
