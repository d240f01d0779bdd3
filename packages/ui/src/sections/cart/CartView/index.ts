export { CartView, type CartData, type CartLineProblem, type CartViewProps } from './CartView';
