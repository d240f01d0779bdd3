export {
  PaymentResult,
  type PaymentFailureProps,
  type PaymentResultProps,
  type PaymentSuccessProps,
} from './PaymentResult';
