import './theme.css';

export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, mediaQueries, type Breakpoint } from './breakpoints';
export { pictureSizes, type PictureKind } from './picture-sizes';
export { palette } from './palette';
export { darTheme, scriptTypography, type DarTheme } from './theme';
