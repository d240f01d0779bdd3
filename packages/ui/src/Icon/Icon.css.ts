import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  // Strokes take the surrounding text colour, so an icon follows its button or link state.
  color: 'inherit',
});

export const size = styleVariants({
  // Scales with the text it sits in.
  text: { inlineSize: '1em', blockSize: '1em' },
  sm: { inlineSize: vars.size.icon.sm, blockSize: vars.size.icon.sm },
  md: { inlineSize: vars.size.icon.md, blockSize: vars.size.icon.md },
  lg: { inlineSize: vars.size.icon.lg, blockSize: vars.size.icon.lg },
  // Fills a sized slot (Button's icon slot).
  fill: { inlineSize: '100%', blockSize: '100%' },
});

/** Icons that point (arrows, chevrons) are drawn for left-to-right and face the reading direction. */
export const mirrored = style({
  selectors: {
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
});
