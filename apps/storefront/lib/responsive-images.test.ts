import { pictureSizes } from '@dar/tokens';
import { describe, expect, it } from 'vitest';
import { responsiveSrcSet, widestSlot } from './responsive-images';

const widths = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => candidate.split(' ')[1]!.replace('w', ''));

describe('responsive pictures', () => {
  it('work out the widest a picture shows from its sizes', () => {
    expect(widestSlot('(max-width: 365px) 70vw, 256px')).toBe(256);
    expect(widestSlot('(min-width: 1024px) 320px, (min-width: 768px) 33vw, 50vw')).toBe(384);
    expect(widestSlot('(min-width: 1280px) 1280px, 100vw')).toBe(1280);
    // A width in vw on screens of any width has no bound.
    expect(widestSlot('(max-width: 600px) 300px, 50vw')).toBe(Number.POSITIVE_INFINITY);
    expect(widestSlot('nonsense')).toBe(Number.POSITIVE_INFINITY);
  });

  it('list no width a three-times screen would never pick', () => {
    const preview = 'https://cdn.dar.example/assets/sofa.jpg';
    // A rail's card is at most 256 px wide: the first width from 768 covers it at 3×; wider ones
    // would be waste. (The widths are the asset server's presets, lib/image-loader.ts.)
    expect(widestSlot(pictureSizes.productCardRail)).toBe(256);
    const rail = widths(responsiveSrcSet(preview, 'productCardRail')).map(Number);
    expect(rail.at(-1)).toBeGreaterThanOrEqual(768);
    expect(rail.slice(0, -1).every((width) => width < 768)).toBe(true);
    // The gallery fills a phone: every width up to the widest preset stays.
    const gallery = widths(responsiveSrcSet(preview, 'productGallery')).map(Number);
    expect(gallery.at(-1)).toBeGreaterThan(rail.at(-1)! * 2);
  });
});
