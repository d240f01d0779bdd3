export { CheckoutSteps, type CheckoutStepsProps } from './CheckoutSteps';
export {
  canPlaceOrder,
  paymentUnavailableReason,
  type PaymentMethodView,
  type ShippingMethodView,
} from './methods';
export { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';
export { PaymentRedirectNotice, type PaymentRedirectNoticeProps } from './PaymentRedirectNotice';
export { ShippingMethodPicker, type ShippingMethodPickerProps } from './ShippingMethodPicker';
export { TestPaymentsNotice } from './TestPaymentsNotice';
