export { CancelOrderDialog, type CancelOrderDialogProps } from './CancelOrderDialog';
