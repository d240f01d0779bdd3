import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { mediaQueries } from './breakpoints';
import { vars } from './contract.css';

const space = vars.space;
const marginSpace = { ...vars.space, auto: 'auto' } as const;

/*
 * Logical properties only: one stylesheet serves both directions, so there is deliberately no
 * left/right/top/bottom here.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
    wide: { '@media': mediaQueries.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'start', 'center', 'end', 'baseline'],
    justifyContent: ['start', 'center', 'end', 'space-between', 'space-around', 'space-evenly'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: marginSpace,
    marginBlockEnd: marginSpace,
    marginInlineStart: marginSpace,
    marginInlineEnd: marginSpace,
    insetBlockStart: space,
    insetBlockEnd: space,
    insetInlineStart: space,
    insetInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
    inlineSize: { auto: 'auto', full: '100%' },
    maxInlineSize: vars.size.container,
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
    inset: ['insetBlockStart', 'insetBlockEnd', 'insetInlineStart', 'insetInlineEnd'],
    insetInline: ['insetInlineStart', 'insetInlineEnd'],
    insetBlock: ['insetBlockStart', 'insetBlockEnd'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

const staticProperties = defineProperties({
  properties: {
    position: ['static', 'relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['visible', 'hidden', 'auto'],
    color: vars.color.text,
    background: {
      ...vars.color.surface,
      brand: vars.color.brand.solid,
      brandSubtle: vars.color.brand.subtle,
      success: vars.color.success.subtle,
      warning: vars.color.warning.subtle,
      danger: vars.color.danger.subtle,
      info: vars.color.info.subtle,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    zIndex: vars.zIndex,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
