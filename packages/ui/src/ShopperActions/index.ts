export {
  createShopperActionsSource,
  ShopperActionsProvider,
  useShopperActions,
  type AddToCartOutcome,
  type ShopperActions,
  type ShopperActionsSource,
} from './ShopperActions';
