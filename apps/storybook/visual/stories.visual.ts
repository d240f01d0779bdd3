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

// Every story is played and checked; one tagged "no-visual" (a random result, a state that looks
// like another story's) has no screenshot to compare.
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

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
    /**
     * What each story's render went through in this page: its phases, the error of a failed play,
     * and how it finished (Storybook's verdict, with the a11y addon's axe violations).
     */
    __darRenders?: Record<string, StoryRecord>;
  }
}

interface StoryRecord {
  phases: string[];
  error?: string;
  finished?: { status: string; axeRan: boolean; violations: string[] };
}

interface StoryChannel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: Record<string, unknown>) => void): void;
}

const settledPhases = ['finished', 'errored', 'aborted'];

/** The page showing a story, and what its console has reported since the story was asked for. */
interface StoryPage {
  page: Page;
  consoleErrors: readonly string[];
}

/**
 * One preview page per direction in each worker, kept for the worker's life: the next story is
 * asked for over the preview channel, as the test runner does, instead of loading iframe.html
 * (the whole preview bundle) again for every screenshot. A page opens on its first story with the
 * direction's globals in the URL, and Storybook keeps those globals as stories change.
 */
const test = base.extend<
  object,
  { storyPage: (mode: Mode, storyId: string) => Promise<StoryPage> }
>({
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
        // No real pointer takes part here: play functions move a simulated one (user-event). The
        // headless renderer still fires pointer and mouse boundary events of its own cursor when
        // the layout under it changes, at moments that vary from run to run, and React Aria ends
        // a hover on any pointerover outside the hovered element: a hover a play function left
        // (after userEvent.click) stayed or went with the timing, and 16 of 984 pictures changed
        // between two runs. The page never sees those events.
        for (const type of [
          'pointerover',
          'pointerout',
          'pointerenter',
          'pointerleave',
          'pointermove',
          'mouseover',
          'mouseout',
          'mouseenter',
          'mouseleave',
          'mousemove',
        ]) {
          window.addEventListener(
            type,
            (event) => {
              if (event.isTrusted) event.stopImmediatePropagation();
            },
            true,
          );
        }
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
            // After the play, the a11y addon runs axe (parameters.a11y.test is 'error' for every
            // story) and reports; a story with violations or unhandled errors finishes "error".
            value.on('storyFinished', ({ storyId, status, reporters }) => {
              const violations: string[] = [];
              let axeRan = false;
              for (const report of (reporters ?? []) as {
                type?: string;
                status?: string;
                result?: {
                  error?: unknown;
                  violations?: { id: string; help: string; nodes: { target: unknown }[] }[];
                };
              }[]) {
                if (report.type !== 'a11y') continue;
                axeRan = true;
                if (report.status !== 'failed') continue;
                if (report.result?.error)
                  violations.push(`axe failed: ${String(report.result.error)}`);
                for (const violation of report.result?.violations ?? []) {
                  const targets = violation.nodes.map((node) => JSON.stringify(node.target));
                  violations.push(`${violation.id}: ${violation.help} (${targets.join(', ')})`);
                }
              }
              (renders[String(storyId)] ??= { phases: [] }).finished = {
                status: String(status),
                axeRan,
                violations,
              };
            });
          },
        });
      });
      const pages = new Map<Mode['name'], StoryPage & { consoleErrors: string[] }>();
      await use(async (mode, storyId) => {
        let shown = pages.get(mode.name);
        if (!shown) {
          const page = await context.newPage();
          shown = { page, consoleErrors: [] };
          pages.set(mode.name, shown);
          // As the test runner's --failOnConsole: an error in the console (a React warning, a
          // failed request, an uncaught exception) fails the story that was showing.
          const errors = shown.consoleErrors;
          page.on('console', (message) => {
            // The browser asks for /favicon.ico on its own; the preview has none to give.
            if (message.location().url.endsWith('/favicon.ico')) return;
            if (message.type() === 'error') errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(String(error)));
          await page.goto(`iframe.html?id=${storyId}&viewMode=story&globals=${mode.globals}`);
          return shown;
        }
        const { page } = shown;
        shown.consoleErrors.length = 0;
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
        return shown;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of stories) {
  for (const mode of modes) {
    test(`${story.title} › ${story.name} [${mode.name}]`, async ({ storyPage }, testInfo) => {
      const { page, consoleErrors } = await storyPage(mode, story.id);

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
      // Storybook reports how the story finished just as it enters "finished".
      const finished = await page
        .waitForFunction((id) => window.__darRenders?.[id]?.finished, story.id)
        .then((handle) => handle.jsonValue());
      // No story turns axe off: a story it did not check is a broken check, not a pass.
      expect(finished?.axeRan, 'axe ran (a11y addon)').toBe(true);
      expect(finished?.violations, 'axe violations (a11y addon)').toEqual([]);
      expect(finished?.status, 'story status (unhandled errors, failed reports)').toBe('success');
      expect(consoleErrors, 'console errors').toEqual([]);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // A full-page picture shows every image as a shopper scrolling down would see it. Chrome
      // loads a lazy image within a distance of the viewport that follows its estimate of the
      // network's speed, so a picture far down a page (a story's "recently viewed") came or did
      // not come with the machine's load: every image is loaded first.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((image) => {
            image.loading = 'eager';
            return image.complete
              ? undefined
              : new Promise((done) => {
                  image.addEventListener('load', done, { once: true });
                  image.addEventListener('error', done, { once: true });
                });
          }),
        ).then(() => undefined),
      );
      await expect(page.locator('html')).toHaveAttribute('dir', mode.dir);
      await expect(page.locator('html')).toHaveAttribute('lang', mode.lang);

      if (story.tags?.includes('no-visual')) return;
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
