import type { ShopIntl } from '@dar/i18n';

import { Button } from '../../../Button';
import { EmptyState } from '../../../EmptyState';
import { IconHeart, IconSearch } from '../../../Icon';
import { LinkButton } from '../../../LinkButton';

export interface CommonProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The heading's level in the page outline. */
  titleLevel?: 2 | 3;
  /** Where "Browse products" leads; all products by default. */
  browseHref?: string;
}

const ALL_PRODUCTS = '/products';

export interface WishlistEmptyStateProps extends CommonProps {
  /** A guest has no wishlist: ask to sign in instead. */
  isGuest?: boolean;
  /** A guest pressed "Sign in": open the login popup. */
  onSignIn?: () => void;
}

/** The wishlist page with nothing saved, or a guest who must sign in to have a wishlist. */
export function WishlistEmptyState({
  intl,
  isGuest = false,
  onSignIn,
  titleLevel = 2,
  browseHref = ALL_PRODUCTS,
}: WishlistEmptyStateProps) {
  const t = (id: string) => intl.formatMessage({ id });
  if (isGuest) {
    return (
      <EmptyState
        titleLevel={titleLevel}
        title={t('catalogue.empty.wishlist.guestTitle')}
        description={t('catalogue.empty.wishlist.guestText')}
        illustration={<IconHeart size="fill" />}
        action={
          onSignIn !== undefined && (
            <Button variant="primary" onPress={onSignIn}>
              {t('catalogue.empty.wishlist.signIn')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <EmptyState
      titleLevel={titleLevel}
      title={t('catalogue.empty.wishlist.title')}
      description={t('catalogue.empty.wishlist.text')}
      illustration={<IconHeart size="fill" />}
      action={<LinkButton href={browseHref}>{t('catalogue.empty.shop')}</LinkButton>}
    />
  );
}

export { ProductsEmptyState } from './ProductsEmptyState';

export interface SearchEmptyStateProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** What the shopper searched for, quoted in the title. */
  query: string;
  titleLevel?: 2 | 3;
}

/** A search that found nothing: says what was searched, and how to search better. */
export function SearchEmptyState({ intl, query, titleLevel = 2 }: SearchEmptyStateProps) {
  return (
    <EmptyState
      titleLevel={titleLevel}
      title={intl.formatMessage({ id: 'catalogue.empty.search.title' }, { query })}
      description={intl.formatMessage({ id: 'catalogue.empty.search.text' })}
      illustration={<IconSearch size="fill" />}
    />
  );
}
