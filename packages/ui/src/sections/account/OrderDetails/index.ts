export {
  OrderDetails,
  OrderDetailsSkeleton,
  type OrderCancellation,
  type OrderDetailsProps,
  type OrderDetailsSkeletonProps,
} from './OrderDetails';
