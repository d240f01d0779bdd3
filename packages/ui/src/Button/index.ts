export { Button, type ButtonProps } from './Button';
export { PlainButton, type PlainButtonProps } from './PlainButton';
