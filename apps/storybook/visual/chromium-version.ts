import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Chromium build the committed baselines were rendered with, next to the PNGs. */
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
  `Baselines were rendered by Chromium ${recorded ?? '(unknown)'}, this run uses Chromium ${running}. ` +
  'Font rasterisation and anti-aliasing change between Chromium builds, so a pixel difference may be ' +
  'the browser, not the component. Check the diff images in visual/__diff__; if only rendering ' +
  'changed, regenerate the baselines with `pnpm --filter @dar/storybook test:visual:update` and ' +
  'commit them together with visual/baselines/chromium-version.txt.';
