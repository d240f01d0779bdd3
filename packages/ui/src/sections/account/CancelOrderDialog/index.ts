export {
  CANCEL_ORDER_FRAGMENT,
  CancelOrderDialog,
  type CancelOrderDialogProps,
} from './CancelOrderDialog';
