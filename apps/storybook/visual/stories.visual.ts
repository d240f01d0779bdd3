import { readFileSync } from 'node:fs';

import { test as base, expect, type Page } from '@playwright/test';

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
type Mode = (typeof modes)[number];
declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: RenderPhase } };
    __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel;
    /** What each story's render went through in this page, and the error of a failed play. */
    __darRenders?: Record<string, { phases: string[]; error?: string }>;
  }
}

interface StoryChannel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: Record<string, unknown>) => void): void;
}

const settledPhases = ['finished', 'errored', 'aborted'];

/**
 * One preview page per direction in each worker, kept for the worker's life: the next story is
 * asked for over the preview channel, as the test runner does, instead of loading iframe.html
 * (the whole preview bundle) again for every screenshot. A page opens on its first story with the
 * direction's globals in the URL, and Storybook keeps those globals as stories change.
 */
const test = base.extend<object, { storyPage: (mode: Mode, storyId: string) => Promise<Page> }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        ...options.contextOptions,
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        colorScheme: options.colorScheme,
        locale: options.locale,
        timezoneId: options.timezoneId,
      });
      // Installed before the preview boots: Storybook assigns its channel to this global, and
      // the setter subscribes to it, so even a page's first story is recorded. A failed play
      // ends in the phase "finished" too; only this record shows it failed.
      await context.addInitScript(() => {
        const renders: NonNullable<Window['__darRenders']> = {};
        window.__darRenders = renders;
        let channel: StoryChannel | undefined;
        const current = () => window.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '';
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (value: StoryChannel) => {
            channel = value;
            value.on('storyRenderPhaseChanged', ({ storyId, newPhase }) => {
              (renders[String(storyId)] ??= { phases: [] }).phases.push(String(newPhase));
            });
            value.on('playFunctionThrewException', ({ message }) => {
              (renders[current()] ??= { phases: [] }).error = String(message);
            });
          },
        });
      });
      const pages = new Map<Mode['name'], Page>();
      await use(async (mode, storyId) => {
        let page = pages.get(mode.name);
        if (!page) {
          page = await context.newPage();
          pages.set(mode.name, page);
          await page.goto(`iframe.html?id=${storyId}&viewMode=story&globals=${mode.globals}`);
          return page;
        }
        // The worker's other page may have had the focus: a story that checks where focus goes
        // (a dialog closing) must run in the focused page, as it does on a fresh one.
        await page.bringToFront();
        // A fresh page starts at the top; so does every story here.
        await page.evaluate((id) => {
          window.scrollTo(0, 0);
          window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
            storyId: id,
            viewMode: 'story',
          });
        }, storyId);
        return page;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of stories) {
  for (const mode of modes) {
    test(`${story.title} › ${story.name} [${mode.name}]`, async ({ storyPage }, testInfo) => {
      const page = await storyPage(mode, story.id);

      // This story rendered, played and checked by axe, then every web font the page uses arrived.
      const phase = await page
        .waitForFunction(
          ({ id, settled }) => {
            const current = window.__STORYBOOK_PREVIEW__?.currentRender;
            return current?.id === id && current.phase && settled.includes(current.phase)
              ? current.phase
              : false;
          },
          { id: story.id, settled: settledPhases },
        )
        .then((handle) => handle.jsonValue());
      expect(phase, 'story render phase').toBe('finished');
      const render = await page.evaluate((id) => window.__darRenders?.[id], story.id);
      expect(render?.error, 'play function error').toBeUndefined();
      expect(render?.phases, 'story render phases').not.toContain('errored');
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
