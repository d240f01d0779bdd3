import { style } from '@vanilla-extract/css';

/** Off screen but in the accessibility tree; `clip-path` because `display: none` would hide it from readers too. */
export const root = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** Skip links: hidden until a keyboard shopper reaches them. */
export const focusable = style({
  selectors: {
    '&:focus-within': {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      margin: 0,
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});
