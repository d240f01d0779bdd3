import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { readBaselineVersion, versionMismatchHint } from './chromium-version';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// The built Storybook's own index: every story it ships is screenshotted, none is listed by hand.
const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

const modes = [
  { name: 'rtl-ar', globals: 'dir:rtl;locale:ar', dir: 'rtl', lang: 'ar' },
  { name: 'ltr-en', globals: 'dir:ltr;locale:en', dir: 'ltr', lang: 'en' },
] as const;

type RenderPhase = string | undefined;
declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: RenderPhase } };
  }
}

const settledPhases = ['finished', 'errored', 'aborted'];

for (const story of stories) {
  for (const mode of modes) {
    test(`${story.title} › ${story.name} [${mode.name}]`, async ({ page }, testInfo) => {
      await page.goto(`iframe.html?id=${story.id}&viewMode=story&globals=${mode.globals}`);

      // Rendered, played and checked by axe, then every web font the page uses has arrived.
      const phase = await page
        .waitForFunction((settled) => {
          const current = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return current && settled.includes(current) ? current : false;
        }, settledPhases)
        .then((handle) => handle.jsonValue());
      expect(phase, 'story render phase').toBe('finished');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page.locator('html')).toHaveAttribute('dir', mode.dir);
      await expect(page.locator('html')).toHaveAttribute('lang', mode.lang);

      try {
        await expect(page).toHaveScreenshot(`${story.id}.${mode.name}.png`, { fullPage: true });
      } catch (error) {
        const running = process.env.DAR_VISUAL_CHROMIUM;
        const recorded = readBaselineVersion();
        if (running && recorded !== running && testInfo.config.updateSnapshots !== 'all') {
          testInfo.annotations.push({
            type: 'chromium-version',
            description: versionMismatchHint(running, recorded),
          });
          throw new Error(`${versionMismatchHint(running, recorded)}\n\n${String(error)}`, {
            cause: error,
          });
        }
        throw error;
      }
    });
  }
}
