import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../environment';
import { DEMO_PRODUCTS } from '../seed/catalogue';
import { DRAWINGS_VERSION, pruneOtherDrawings, renderProductImages } from '../seed/product-images';

/** The seed's pictures, kept across source changes: drawing them is most of a seed's time. */
const PICTURE_CACHE_ROOT = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'dar-seed-pictures');

/**
 * Puts the demo catalogue's pictures where the seed draws them, drawing only those missing from
 * the picture cache; the seed then finds them drawn and only imports them.
 */
export async function copyCachedPictures(importDir: string): Promise<void> {
  const pictureCache = path.join(PICTURE_CACHE_ROOT, DRAWINGS_VERSION);
  pruneOtherDrawings(PICTURE_CACHE_ROOT);
  await renderProductImages(DEMO_PRODUCTS, pictureCache);
  await fs.promises.cp(pictureCache, importDir, {
    recursive: true,
    // Skips pictures another process is still writing (see renderProductImages).
    filter: (source) => !path.basename(source).endsWith('.partial'),
  });
}
