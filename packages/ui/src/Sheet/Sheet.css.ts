import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.surface.scrim,
});

const panel = style({
  position: 'fixed',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'auto',
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const placement = styleVariants({
  center: [
    panel,
    {
      insetBlockStart: '50%',
      insetInline: 0,
      marginInline: 'auto',
      transform: 'translateY(-50%)',
      inlineSize: `min(32rem, calc(100vw - ${vars.space.md} * 2))`,
      maxBlockSize: `calc(100vh - ${vars.space.md} * 2)`,
      borderRadius: vars.radius.lg,
    },
  ],
  // Logical insets: the start edge is the right one in Arabic, with no per-direction rule.
  start: [panel, { insetBlock: 0, insetInlineStart: 0, inlineSize: 'min(24rem, 90vw)' }],
  end: [panel, { insetBlock: 0, insetInlineEnd: 0, inlineSize: 'min(24rem, 90vw)' }],
  bottom: [
    panel,
    {
      insetInline: 0,
      insetBlockEnd: 0,
      maxBlockSize: '90vh',
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
    },
  ],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The grip of a bottom sheet: the browser must not scroll while a finger drags it. */
export const handle = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.sm,
  touchAction: 'none',
  cursor: 'grab',
  '::before': {
    content: '""',
    inlineSize: vars.space.xl,
    blockSize: vars.space.xxs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border.strong,
  },
});
