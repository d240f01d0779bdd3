export {
  createShopperActionsSource,
  ShopperActionsProvider,
  useShopperActions,
  type AddToCartOutcome,
  type ShopperActions,
  type ShopperActionsSource,
  type WithMessages,
  type WonCoupon,
} from './ShopperActions';
