import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  ToggleFavoriteDocument,
  WishlistDocument,
  WishlistIdsDocument,
  type ToggleFavoriteMutation,
} from '../gql/graphql';
import { toProductCards, type ProductCardView } from '../mappers';
import { useOutcomeMutation } from './mutation';

/** The hearts: ids of the products in the shopper's wishlist (empty for a guest). */
export function useWishlistIds() {
  const { data, loading, error } = useQuery(WishlistIdsDocument);
  const ids = useMemo(() => new Set(data?.wishlistIds ?? []), [data]);
  return { ids, loading, error };
}

/** The wishlist page's products. */
export function useWishlist(): {
  products: ProductCardView[];
  loading: boolean;
  error: Error | undefined;
} {
  const { data, loading, error } = useQuery(WishlistDocument);
  const products = useMemo(
    () => toProductCards(data?.activeCustomer?.customFields?.favProducts ?? []),
    [data],
  );
  return { products, loading, error };
}

const pickToggle = (data: ToggleFavoriteMutation) => ({
  __typename: 'Toggled' as const,
  inWishlist: data.toggleFavorite,
});

/**
 * Toggles a product's heart at once (optimistic), and keeps every heart and the wishlist page in
 * step; a failure (a guest, the server down) rolls the heart back.
 */
export function useToggleFavorite() {
  const [run, state] = useOutcomeMutation(ToggleFavoriteDocument, pickToggle);
  const toggle = useCallback(
    (productId: string, inWishlistNow: boolean) =>
      run(
        { productId },
        {
          optimisticResponse: { toggleFavorite: !inWishlistNow },
          // The wishlist page holds whole products: read it again if it is on screen.
          refetchQueries: [WishlistDocument],
          update: (cache, { data }) => {
            if (!data) return;
            cache.updateQuery({ query: WishlistIdsDocument }, (current) => {
              const ids = (current?.wishlistIds ?? []).filter((id) => id !== productId);
              return { wishlistIds: data.toggleFavorite ? [...ids, productId] : ids };
            });
          },
        },
      ),
    [run],
  );
  return [toggle, state] as const;
}
