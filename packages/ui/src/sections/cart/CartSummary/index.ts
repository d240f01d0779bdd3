export {
  CartSummary,
  CartSummarySkeleton,
  type CartSummaryData,
  type CartSummaryProps,
} from './CartSummary';
