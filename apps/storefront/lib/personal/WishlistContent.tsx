'use client';

import {
  ShopClientProvider,
  useWishlist,
  withCardPictures,
  type ShopClient,
} from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ProductGrid, WishlistEmptyState } from '@dar/ui';
import { pictures } from '../responsive-images';
import { useCardActions } from './card-actions';

function WishlistGrid({ locale, title }: { locale: Locale; title: string }) {
  const { products, loading, error } = useWishlist();
  const actions = useCardActions(locale);
  return (
    <ProductGrid
      {...actions}
      products={withCardPictures(products, pictures)}
      label={title}
      headingLevel={2}
      isLoading={loading && products.length === 0}
      hasError={error !== undefined}
      onRetry={() => window.location.reload()}
      emptyState={<WishlistEmptyState intl={useIntl()} />}
    />
  );
}

/**
 * The wishlist from the page's one Shop API client, so a heart pressed here or anywhere else on
 * the page updates the list and the header's count together.
 */
export default function WishlistContent({
  locale,
  title,
  client,
}: {
  locale: Locale;
  title: string;
  client: unknown;
}) {
  return (
    <ShopClientProvider locale={locale} client={client as ShopClient}>
      <WishlistGrid locale={locale} title={title} />
    </ShopClientProvider>
  );
}
