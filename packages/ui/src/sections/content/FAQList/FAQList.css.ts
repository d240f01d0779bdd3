import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

/** As tall as a closed question, with its divider, so nothing moves when they arrive. */
export const loadingRow = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control.lg,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});
