import { vars } from '@dar/tokens';
import { createContainer, style } from '@vanilla-extract/css';

const footer = createContainer('dar-footer');
const wide = `${footer} (min-width: 48rem)`;

const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: vars.focusRing.width,
  outlineColor: vars.color.border.focus,
  outlineOffset: vars.focusRing.offset,
} as const;

export const root = style({
  containerName: footer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@container': { [wide]: { gridTemplateColumns: '1fr 1fr 2fr' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  color: vars.color.text.link,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecoration: 'underline' } } } },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.text.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.text.link } },
    },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const rights = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const payments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const paymentBadge = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: `calc(${vars.size.control.md} * 1.5)`,
  blockSize: vars.size.control.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  // Brand marks are drawn for white, whatever the theme's surfaces are.
  backgroundColor: '#ffffff',
});

export const markSvg = style({
  blockSize: vars.size.icon.md,
  inlineSize: 'auto',
});

export const wordmark = style({
  // Brand word marks are Latin in both languages, set in the page's face (Cairo carries Latin):
  // Inter would be fetched on every Arabic page for four words at the foot of it.
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});
