'use client';

import { useIntl } from '@dar/i18n/react';
import {
  BannerSlot as ServerBannerSlot,
  SuperBanner as ServerSuperBanner,
  type BannerSlotProps,
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
