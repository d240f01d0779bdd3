import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser (this machine has no internet for one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM_PATH}: run the test command (it installs it) or set CHROMIUM_PATH.`,
  );
}

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};
