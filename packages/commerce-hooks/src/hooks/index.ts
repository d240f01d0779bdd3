export * from './account';
export {
  useActiveOrder,
  useAddToCart,
  useAdjustCartLine,
  useApplyCoupon,
  useCartCount,
  useRemoveCartLine,
  useRemoveCoupon,
  withLineQuantity,
  type CartState,
} from './cart';
export { unexpectedFailure, useOutcomeMutation, type ShopMutationState } from './mutation';
export { useToggleFavorite, useWishlist, useWishlistIds } from './wishlist';
