/**
 * Raw colour ramps. Components never read these: they read the semantic roles in `vars.color`,
 * which the theme maps onto these ramps. Kept separate so a second theme (dark, seasonal) can remap
 * roles without touching components.
 */
export const palette = {
  white: '#ffffff',
  // Terracotta and walnut: fired clay and oiled wood, the shop's signature.
  clay: {
    50: '#fbf3ee',
    100: '#f6e3d7',
    200: '#ecc6ad',
    300: '#dea17e',
    400: '#cb7a4e',
    500: '#b45f33',
    600: '#9b4b25',
    700: '#7e3c1f',
    800: '#602e19',
    900: '#402012',
  },
  // Warm stone neutrals: plaster walls, linen, charcoal.
  stone: {
    0: '#ffffff',
    25: '#fdfbf8',
    50: '#f8f4ef',
    100: '#f0eae2',
    200: '#e3dacf',
    300: '#cec2b4',
    400: '#a99a89',
    500: '#857666',
    600: '#695c50',
    700: '#50463d',
    800: '#372f29',
    900: '#231d19',
  },
  olive: { 50: '#eff5ec', 200: '#bcd5b0', 600: '#3f6b2f', 700: '#315425' },
  ochre: { 50: '#fcf4e3', 200: '#f0d396', 600: '#8a5a00', 700: '#6d4700' },
  brick: { 50: '#fcefec', 200: '#f0bcb2', 600: '#b0311f', 700: '#8c2618' },
  nile: { 50: '#ebf3f8', 200: '#aacbe0', 600: '#1f5d88', 700: '#184a6c' },
} as const;
