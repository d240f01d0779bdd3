import { describe, expect, it } from 'vitest';

import { darTheme } from './theme';

// WCAG 2.x relative luminance of an sRGB hex colour (#rrggbb).
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const { color } = darTheme;

describe('Dar theme colour pairs meet WCAG AA', () => {
  const surfaces = ['canvas', 'raised', 'sunken'] as const;
  const texts = ['primary', 'secondary', 'muted', 'link'] as const;

  for (const surface of surfaces) {
    for (const text of texts) {
      it(`text.${text} on surface.${surface}`, () => {
        expect(contrast(color.text[text], color.surface[surface])).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  it('text.inverse on surface.inverse', () => {
    expect(contrast(color.text.inverse, color.surface.inverse)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  const intents = ['brand', 'success', 'warning', 'danger', 'info'] as const;
  for (const intent of intents) {
    it(`${intent}: onSolid on solid, text on subtle`, () => {
      expect(contrast(color[intent].onSolid, color[intent].solid)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(color[intent].text, color[intent].subtle)).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  it('brand stays readable through hover and pressed', () => {
    for (const state of ['solidHover', 'solidPressed'] as const) {
      expect(contrast(color.brand.onSolid, color.brand[state])).toBeGreaterThanOrEqual(AA_TEXT);
    }
    for (const state of ['subtleHover', 'subtlePressed'] as const) {
      expect(contrast(color.brand.text, color.brand[state])).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('focus ring and strong borders are visible on every surface', () => {
    for (const surface of surfaces) {
      expect(contrast(color.border.focus, color.surface[surface])).toBeGreaterThanOrEqual(
        AA_NON_TEXT,
      );
      expect(contrast(color.border.strong, color.surface[surface])).toBeGreaterThanOrEqual(
        AA_NON_TEXT,
      );
    }
  });
});
