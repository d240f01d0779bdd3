// The account sections; each component's folder exports through here.
export * from './AccountNav';
export * from './CancelOrderDialog';
export * from './OrderCard';
export * from './OrderDetails';
export * from './OrderList';
export * from './OrderStateBadge';
export * from './OrderTimeline';
export * from './PasswordChangeForm';
export * from './ProfileOverview';
export {
  CANCELLATION_REASONS,
  isCancellable,
  ORDER_STATES,
  orderStateTone,
  timelineSteps,
  type CancellationReasonCode,
  type OrderAddressView,
  type OrderDetailsView,
  type OrderLineView,
  type OrderPaymentView,
  type OrderStateCode,
  type OrderCardView,
  type OrderTaxLineView,
  type OrderTimelineEntryView,
  type OrderTimelineStep,
  type OrderTone,
  type PaymentStateCode,
} from './orders';
