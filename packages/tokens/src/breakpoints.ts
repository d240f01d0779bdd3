/**
 * Minimum viewport widths in px, mobile first. Media queries cannot read custom properties, so these
 * live in TypeScript rather than in `vars`.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const minWidth = (px: number) => `screen and (min-width: ${px}px)`;

export const mediaQueries = {
  tablet: minWidth(breakpoints.tablet),
  desktop: minWidth(breakpoints.desktop),
  wide: minWidth(breakpoints.wide),
} as const;
