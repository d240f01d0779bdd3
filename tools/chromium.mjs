import { existsSync } from 'node:fs';

/**
 * The one browser every suite here uses (Storybook's runners and the e2e journeys): Debian's
 * Chromium, never a Playwright download, with the flags it needs to run headless as root in a
 * container without network access.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumExecutablePath)) {
  throw new Error(
    `Chromium not found at ${chromiumExecutablePath}: run \`npm test\` (it installs it) or set CHROMIUM_PATH.`,
  );
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

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
};
