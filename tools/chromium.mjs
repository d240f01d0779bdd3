import { existsSync } from 'node:fs';

/**
 * The browsers the suites here use, both Debian's builds of Chromium and never a Playwright
 * download, with the flags they need to run headless as root in a container without network access.
 *
 * - Every test (Storybook's runner, the e2e journeys, the published packages' fixture apps) drives
 *   Debian's headless shell (package `chromium-headless-shell`, `CHROMIUM_PATH` to override): the
 *   same Blink without the browser's own windows. With Chromium 156.0.8078.114 the full browser's
 *   headless mode spent more of the 2 cores than the shop did (its browser and SwiftShader GPU
 *   processes), and journeys timed out at random (docs/decisions.md, docs/benchmarks.md).
 * - Lighthouse (scripts/bench-storefront.mjs) measures in the full browser (package `chromium`,
 *   `CHROME_PATH` to override), as a shopper's Chrome renders.
 * Storybook's visual baselines use neither: they are drawn by a pinned renderer
 * (apps/storybook/visual/renderer.ts).
 */
export const headlessShellPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Throws, saying how to get it, when a browser is not installed. */
export function requireBrowser(path, debianPackage) {
  if (!existsSync(path)) {
    throw new Error(
      `${path} not found: install Debian's ${debianPackage} (the scripts that use it do, as root) or set ${
        debianPackage === 'chromium' ? 'CHROME_PATH' : 'CHROMIUM_PATH'
      }.`,
    );
  }
  return path;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // Measured: after a hover or press repaint, partial re-raster anti-aliases rounded corners a shade
  // differently from a full raster (±1 on a few corner pixels), so identical pages gave different
  // screenshots. With full raster, repeated renders are pixel-identical.
  '--disable-partial-raster',
];

/** Playwright's launch options for every test's browser (checked where a test reads them). */
export const chromiumLaunchOptions = {
  get executablePath() {
    return requireBrowser(headlessShellPath, 'chromium-headless-shell');
  },
  args: chromiumArgs,
};
