import { createGlobalThemeContract } from '@vanilla-extract/css';

import { darTheme } from './theme';

/**
 * The theme contract. Every component reads `vars`, never a literal.
 * Variable names are stable and readable (`--dar-color-brand-solid`) rather than hashed, because the
 * built CSS is consumed by other packages and apps, and they must survive rebuilds.
 */
export const vars = createGlobalThemeContract(darTheme, (_value, path) => `dar-${path.join('-')}`);
