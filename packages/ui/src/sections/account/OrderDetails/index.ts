export {
  OrderDetails,
  OrderDetailsSkeleton,
  type OrderCancellation,
  type OrderDetailsProps,
} from './OrderDetails';
