export { CartLine, CartLineSkeleton, type CartLineProps, type CartLineView } from './CartLine';
