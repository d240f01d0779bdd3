import type { TestRunnerConfig } from '@storybook/test-runner';

/**
 * The test runner knows nothing of Storybook globals, so each run covers one direction, chosen by
 * DAR_STORY_DIRECTION (scripts/test-stories.mjs runs one pass per direction).
 *
 * `?globals=` in the iframe URL is only read together with a story id, and the runner opens the
 * iframe without one; so `prepare` sets the globals the way the toolbar does (an `updateGlobals`
 * event on the preview channel) before any story renders. `postVisit` then checks every story really
 * rendered in the pass's direction, so a pass can never silently test the default direction.
 */
const passes = {
  rtl: { dir: 'rtl', locale: 'ar' },
  ltr: { dir: 'ltr', locale: 'en' },
} as const;

const direction = process.env.DAR_STORY_DIRECTION ?? 'rtl';
if (direction !== 'rtl' && direction !== 'ltr') {
  throw new Error(`DAR_STORY_DIRECTION must be "rtl" or "ltr", not "${direction}"`);
}
const expected = passes[direction];

interface PreviewChannel {
  emit(event: string, payload: unknown): void;
  once(event: string, listener: (payload: { globals: Record<string, unknown> }) => void): void;
}

const config: TestRunnerConfig = {
  async prepare({ page, browserContext, testRunnerConfig }) {
    const iframe = new URL('iframe.html', process.env.TARGET_URL).href;
    if (testRunnerConfig.getHttpHeaders) {
      await browserContext.setExtraHTTPHeaders(await testRunnerConfig.getHttpHeaders(iframe));
    }
    await page.goto(iframe, { waitUntil: 'load' });
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in globalThis);

    const applied = await page.evaluate(async (globals) => {
      const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const updated = new Promise<Record<string, unknown>>((resolve) =>
        channel.once('globalsUpdated', (payload) => resolve(payload.globals)),
      );
      channel.emit('updateGlobals', { globals });
      return updated;
    }, expected);

    if (applied.dir !== expected.dir || applied.locale !== expected.locale) {
      throw new Error(
        `Storybook refused globals ${JSON.stringify(expected)}: ${JSON.stringify(applied)}`,
      );
    }
  },

  async postVisit(page, context) {
    const actual = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    }));
    if (actual.dir !== expected.dir || actual.lang !== expected.locale) {
      throw new Error(
        `${context.id} rendered as ${actual.dir}/${actual.lang}, expected ${expected.dir}/${expected.locale}`,
      );
    }
  },
};

export default config;
