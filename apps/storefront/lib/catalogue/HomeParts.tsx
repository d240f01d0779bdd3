'use client';

import { useIntl } from '@dar/i18n/react';
import { CategoryTiles as ServerCategoryTiles, type CategoryTilesProps } from '@dar/ui';

// The ui's home sections a Server Component renders as islands (lib/islands): an island loads a
// module of the storefront's own.
export { BannerSlot, SuperBanner } from '@dar/ui';

/**
 * The category tiles stay an island while the islands runtime lasts: rendered by the Server
 * Component directly, their links (React Aria's) joined the first-load JS instead of loading at
 * the first press (measurements in docs/server-first.md).
 */
export function CategoryTiles(props: Omit<CategoryTilesProps, 'intl'>) {
  return <ServerCategoryTiles {...props} intl={useIntl()} />;
}
