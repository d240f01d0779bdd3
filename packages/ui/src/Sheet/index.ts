export { AlertDialog, type AlertDialogProps, Sheet, type SheetProps } from './Sheet';
export { closesOnRelease, DRAG_CLOSE_RATIO, FLICK_MS } from './drag';
export {
  resolvePlacement,
  SMALL_SCREEN_QUERY,
  useSmallScreen,
  type SheetPlacement,
} from './placement';
