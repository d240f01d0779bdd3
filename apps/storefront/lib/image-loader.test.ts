import { describe, expect, it } from 'vitest';
import assetLoader, { DEVICE_SIZES, IMAGE_SIZES_SMALL } from './image-loader';

describe("the pictures' URLs (the asset server's width presets)", () => {
  it('names the width preset and WebP, after any query the URL has', () => {
    expect(assetLoader({ src: 'http://shop.test/assets/preview/ab/sofa.jpg', width: 640 })).toBe(
      'http://shop.test/assets/preview/ab/sofa.jpg?preset=w640&format=webp',
    );
    expect(assetLoader({ src: '/assets/sofa.jpg?v=2', width: 384 })).toBe(
      '/assets/sofa.jpg?v=2&preset=w384&format=webp',
    );
  });

  it('asks only for widths the commerce server has presets for', () => {
    // apps/commerce RESPONSIVE_WIDTHS; the commerce e2e checks each preset's size.
    expect([...IMAGE_SIZES_SMALL, ...DEVICE_SIZES]).toEqual([160, 256, 384, 640, 828, 1200, 1920]);
  });
});
