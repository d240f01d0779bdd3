import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const dotSize = vars.space.md;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${dotSize} 1fr`,
  columnGap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  selectors: {
    // The rail between two dots, centred under the dot at the start edge.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${vars.space.xxs} + ${dotSize})`,
      insetBlockEnd: 0,
      insetInlineStart: `calc(${dotSize} / 2 - ${vars.border.width.thick} / 2)`,
      inlineSize: vars.border.width.thick,
      backgroundColor: vars.color.border.default,
    },
  },
});

const dotBase = style({
  boxSizing: 'border-box',
  inlineSize: dotSize,
  blockSize: dotSize,
  marginBlockStart: vars.space.xxs,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thick,
});

export const dot = styleVariants({
  done: [
    dotBase,
    { backgroundColor: vars.color.success.solid, borderColor: vars.color.success.solid },
  ],
  current: [
    dotBase,
    {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      boxShadow: `0 0 0 ${vars.focusRing.offset} ${vars.color.brand.subtlePressed}`,
    },
  ],
  stopped: [
    dotBase,
    { backgroundColor: vars.color.danger.solid, borderColor: vars.color.danger.solid },
  ],
  upcoming: [
    dotBase,
    { backgroundColor: vars.color.surface.raised, borderColor: vars.color.border.strong },
  ],
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = styleVariants({
  done: { color: vars.color.text.primary, fontWeight: vars.font.weight.medium },
  current: { color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
  upcoming: { color: vars.color.text.secondary },
});

export const detail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
