'use client';

import { withCardPictures, type ProductCardView } from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ProductGrid, WishlistEmptyState } from '@dar/ui';
import { pictures } from '../responsive-images';
import { useProductForms } from './card-actions';
import dynamic from 'next/dynamic';
import { useLiveClient } from '@dar/commerce-hooks/personal';
import { withMessages } from '../lazy-messages';

const loading = (title: string) => <ProductGrid products={[]} label={title} isLoading />;

/** The list itself needs the Shop API's client: a chunk of its own, with the client's. */
const WishlistContent = dynamic(
  () => withMessages('WishlistContent', import('./WishlistContent'), (module) => module.default),
  { ssr: false },
);

/**
 * The wishlist's products: as the server read them (`initial`, all a browser without scripts
 * sees, their hearts and quick adds posting as forms) until the shopper's Shop API client is
 * there; skeleton cards when the server could not read them.
 */
export function WishlistView({
  locale,
  title,
  initial,
}: {
  locale: Locale;
  title: string;
  initial?: readonly ProductCardView[] | undefined;
}) {
  const client = useLiveClient();
  const forms = useProductForms(locale);
  const intl = useIntl();
  if (client !== null) return <WishlistContent locale={locale} title={title} client={client} />;
  if (!initial) return loading(title);
  return (
    <ProductGrid
      products={withCardPictures(initial, pictures)}
      label={title}
      headingLevel={2}
      wishlistIds={new Set(initial.map((product) => product.id))}
      isGuest={false}
      quickAddForm={forms.addToCart}
      wishlistForm={forms.wishlist}
      emptyState={<WishlistEmptyState intl={intl} />}
    />
  );
}
