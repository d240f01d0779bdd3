import type { ImageTransformParameters, ImageTransformPreset } from '@vendure/asset-server-plugin';
import { describe, expect, it } from 'vitest';
import { BoundedSizesStrategy } from './image-sizes';

const presets: ImageTransformPreset[] = [
  { name: 'card', width: 640, height: 480, mode: 'crop' },
  { name: 'w828', width: 828, height: 828, mode: 'resize' },
];

/** What the asset server passes on for a query (its own parsing: mode is crop unless resize). */
function asked(query: Partial<ImageTransformParameters>): ImageTransformParameters {
  return {
    width: undefined,
    height: undefined,
    mode: 'crop',
    quality: undefined,
    format: undefined,
    fpx: undefined,
    fpy: undefined,
    preset: undefined,
    ...query,
  };
}

const strategy = new BoundedSizesStrategy([50, 100, 400, 1600]);
const transform = (query: Partial<ImageTransformParameters>) =>
  strategy.getImageTransformParameters({
    req: undefined as never,
    availablePresets: presets,
    input: asked(query),
  });

describe('BoundedSizesStrategy', () => {
  it('makes a named preset as it says, in the format asked for', () => {
    expect(transform({ preset: 'w828', format: 'webp', width: 3000 })).toMatchObject({
      preset: 'w828',
      width: 828,
      height: 828,
      mode: 'resize',
      format: 'webp',
    });
  });

  it('rounds a size asked by number up to the next square it makes, and caps it', () => {
    expect(transform({ width: 50, height: 50 })).toMatchObject({ width: 50, height: 50 });
    expect(transform({ width: 51, height: 51 })).toMatchObject({ width: 100, height: 100 });
    expect(transform({ width: 333, height: 120, mode: 'resize' })).toMatchObject({
      width: 400,
      height: 400,
      mode: 'resize',
    });
    expect(transform({ height: 9999 })).toMatchObject({ width: 1600, height: 1600, mode: 'crop' });
  });

  it('ignores quality, focal point and unknown presets', () => {
    expect(transform({ width: 90, quality: 37, fpx: 0.123, fpy: 0.9 })).toEqual(
      transform({ width: 100 }),
    );
    expect(transform({ preset: 'huge', quality: 10 })).toEqual(asked({ mode: undefined }));
  });
});
