export { WheelPromotion, type WheelPromotionProps } from './WheelPromotion';
export { hasKeptCode, parseKeptCode, useKeptCode, type KeptCode } from './keptCode';
export {
  offerIdOf,
  pickSegment,
  WHEEL_SECTION_ID,
  wheelOffers,
  wheelPlan,
  type WheelOffer,
  type WheelPlan,
} from './plan';
