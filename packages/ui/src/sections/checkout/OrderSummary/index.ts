export { OrderSummary, type OrderSummaryProps } from './OrderSummary';
export type {
  OrderDiscountView,
  OrderSummaryLineView,
  OrderSummaryView,
  TaxSummaryRowView,
} from './summary';
