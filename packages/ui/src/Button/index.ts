export { Button, type ButtonProps } from './Button';
export { buttonClassName, PlainButton, type PlainButtonProps } from './PlainButton';
