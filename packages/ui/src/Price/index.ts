export { Price, type PriceProps } from './Price';
export { discountPercent } from './discount';
