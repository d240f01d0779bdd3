export { OrderCard, OrderCardSkeleton, type OrderCardProps } from './OrderCard';
