'use client';

import type { Locale } from '@dar/i18n';
import { ProductGrid } from '@dar/ui';
import dynamic from 'next/dynamic';
import { useLiveClient } from './personal';

const loading = (title: string) => <ProductGrid products={[]} label={title} isLoading />;

/** The list itself needs the Shop API's client: a chunk of its own, with the client's. */
const WishlistContent = dynamic(() => import('./WishlistContent'), { ssr: false });

/** The wishlist's products, once the shopper's Shop API client is there; skeleton cards before. */
export function WishlistView({ locale, title }: { locale: Locale; title: string }) {
  const client = useLiveClient();
  if (client === null) return loading(title);
  return <WishlistContent locale={locale} title={title} client={client} />;
}
