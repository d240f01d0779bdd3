/**
 * The renderer of the visual check: a Chromium build that comes from the lockfile, not from the
 * machine. Debian replaces its `chromium` package with every security update and keeps no old
 * build, and each build anti-aliases a little differently, so baselines recorded with Debian's
 * browser failed on every machine installed after the next update. `@sparticuz/chromium` ships a
 * headless-shell build inside the npm package (no download at install): its version is locked in
 * pnpm-lock.yaml, so the pixels are a function of the repository.
 *
 * Fonts are pinned as well: the renderer sees only the fonts inside that package (Open Sans) through
 * a fontconfig file of its own, never the machine's. The stories set their text in the web fonts
 * they load from @fontsource (also locked), so a system font could only show through a glyph those
 * lack, and then the same way on every machine.
 *
 * Only the pixels need this browser. The story checks run in the same pass (see stories.visual.ts);
 * the storefront journeys and the Storybook test runner keep using Debian's Chromium
 * (tools/chromium.mjs).
 */
import { brotliDecompressSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromiumArgs } from '../../../tools/chromium.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(appDir, 'package.json'));
// The package exports only its entry (build/index.js); its compressed browser is in bin/ beside it.
const packageDir = path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '..');
const packageVersion = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version;

/** Where the package's compressed browser is unpacked, once per package version. */
const unpackedDir = path.join(
  appDir,
  'node_modules',
  '.cache',
  `pinned-chromium-${packageVersion}`,
);

/**
 * Set to use another browser for the pictures (a Chromium binary's path). The check then says that
 * the baselines came from another renderer before any difference.
 */
const override = process.env.VISUAL_CHROMIUM_PATH;

export const renderer = {
  /** What the baselines' version file names besides the browser's own version. */
  source: override ? `VISUAL_CHROMIUM_PATH=${override}` : `@sparticuz/chromium@${packageVersion}`,
  launchOptions: {
    executablePath: override ?? path.join(unpackedDir, 'chromium'),
    args: chromiumArgs,
    env: override
      ? undefined
      : {
          ...(process.env as Record<string, string>),
          FONTCONFIG_FILE: path.join(unpackedDir, 'fonts.conf'),
        },
  },
};

/**
 * Files of an uncompressed tar archive (ustar), written under `target`. The package's archives
 * hold only regular files and folders.
 */
function untar(archive: Buffer, target: string) {
  const field = (header: Buffer, start: number, length: number) =>
    header
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= archive.length;) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = path.join(field(header, 345, 155), field(header, 0, 100));
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1);
    const destination = path.resolve(target, name);
    if (!destination.startsWith(path.resolve(target) + path.sep)) {
      throw new Error(`Refusing to unpack ${name} outside ${target}`);
    }
    if (type === '5') {
      mkdirSync(destination, { recursive: true });
    } else if (type === '0' || type === '') {
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, archive.subarray(offset + 512, offset + 512 + size));
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

/**
 * Unpacks the browser, its software GL libraries and its fonts (about 3 s, once per package
 * version); returns at once when they are there. Written to a temporary folder and renamed, so a
 * run stopped half-way never leaves a partial browser behind.
 */
export function preparePinnedRenderer() {
  if (override || existsSync(path.join(unpackedDir, 'fonts.conf'))) return;
  const staging = `${unpackedDir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const unpack = (name: string) =>
    brotliDecompressSync(readFileSync(path.join(packageDir, 'bin', name)));
  writeFileSync(path.join(staging, 'chromium'), unpack('chromium.br'), { mode: 0o755 });
  untar(unpack('swiftshader.tar.br'), staging);
  untar(unpack('fonts.tar.br'), staging);
  // The package's own fonts.conf names Lambda's folders; this one names the unpacked fonts only.
  writeFileSync(
    path.join(staging, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${path.join(unpackedDir, 'fonts')}</dir>`,
      `  <cachedir>${path.join(unpackedDir, 'fontconfig-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  rmSync(unpackedDir, { recursive: true, force: true });
  renameSync(staging, unpackedDir);
}
