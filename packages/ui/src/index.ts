export { Button, type ButtonProps } from './Button';
export { Container, type ContainerProps } from './Container';
export { ErrorScreen, ERROR_REDIRECT_MS, type ErrorScreenProps } from './ErrorScreen';
export { Heading, type HeadingProps } from './Heading';
export { Price, type PriceProps } from './Price';
export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { Stack, type StackProps } from './Stack';
export { UiProvider, type UiProviderProps } from './provider';
