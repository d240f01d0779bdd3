export {
  CartOverlay,
  FilterOverlay,
  LoginPopup,
  MenuOverlay,
  OrderOverlay,
  SearchOverlay,
  type OverlayProps,
  type SearchOverlayProps,
} from './Overlays';
