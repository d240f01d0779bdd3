export {
  createShopStore,
  RECENTLY_VIEWED_LIMIT,
  type CreateShopStoreOptions,
  type Overlay,
  type RecentlyViewedProduct,
  type ShopState,
  type ShopStore,
  type WheelPromotionItem,
} from './shop-store';
export { ShopStoreProvider, useShopStore, type ShopStoreProviderProps } from './provider';
