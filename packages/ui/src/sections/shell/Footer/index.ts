export { Footer, SUPPORT_PHONE, type FooterHrefs, type FooterProps } from './Footer';
export {
  PAYMENT_MARKS,
  PaymentLogos,
  type PaymentLogosProps,
  type PaymentMark,
} from './PaymentLogos';
