export { FragmentButton, type FragmentButtonProps } from './FragmentButton';
