import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The renderer the committed baselines were made with, next to the PNGs: the browser's own version
 * and where it came from (visual/renderer.ts), e.g. `153.0.8010.0 @sparticuz/chromium@153.0.0`.
 */
export const versionFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'baselines',
  'chromium-version.txt',
);

export const readBaselineVersion = (): string | undefined => {
  try {
    return readFileSync(versionFile, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

export const versionMismatchHint = (running: string, recorded: string | undefined) =>
  `Baselines were rendered by ${recorded ?? '(an unknown renderer)'}, this run renders with ${running}. ` +
  'Font rasterisation and anti-aliasing change between Chromium builds, so a pixel difference may be ' +
  'the browser, not the component. The check pins its renderer through the lockfile ' +
  '(@sparticuz/chromium in apps/storybook/package.json, see visual/renderer.ts): after upgrading ' +
  'that package, or when VISUAL_CHROMIUM_PATH points elsewhere, check the diff images in ' +
  'visual/__diff__; if only rendering changed, regenerate the baselines with ' +
  '`npm run storybook:baselines` and commit them together with visual/baselines/chromium-version.txt.';
