/**
 * The mutation proof of the visual check: each test opens a story, checks that its screenshot
 * matches the committed baseline exactly as the check does (so the comparison is not noisy), then
 * makes one change a designer would call a regression and expects the same comparison, with the
 * same options and baseline, to fail. If a looser comparison, a changed threshold or a renderer
 * that blurs small differences ever let one of these through, this file fails.
 *
 * Run with every visual check (same config, same pinned renderer); never while baselines are being
 * written (scripts/update-visual.mjs leaves them out, and they refuse to run then).
 */
import { test, expect, type Page } from '@playwright/test';

interface Mutation {
  title: string;
  story: string;
  mode: 'rtl-ar' | 'ltr-en';
  /** Runs in the story's page; returns what it changed, or throws when the story has no target. */
  apply: () => string;
}

const modes = {
  'rtl-ar': 'dir:rtl;locale:ar',
  'ltr-en': 'dir:ltr;locale:en',
} as const;

const mutations: Mutation[] = [
  {
    title: 'a 1-px border on a button',
    story: 'controls-button--primary',
    mode: 'ltr-en',
    apply: () => {
      const button = document.querySelector<HTMLElement>('#storybook-root button');
      if (!button) throw new Error('no button');
      // Inset, so nothing moves: only the hairline itself differs.
      button.style.boxShadow = 'inset 0 0 0 1px rgb(0 0 0 / 0.12)';
      return button.outerHTML.slice(0, 80);
    },
  },
  {
    title: 'a colour token changed by a shade',
    story: 'controls-button--primary',
    mode: 'rtl-ar',
    apply: () => {
      const name = '--dar-color-brand-solid';
      const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
      if (!match) throw new Error(`${name} is not a hex colour: ${value}`);
      // Four steps a channel darker: a token edit no one would notice side by side.
      const shade = match
        .slice(1)
        .map((channel) =>
          Math.max(0, parseInt(channel, 16) - 4)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
      document.documentElement.style.setProperty(name, `#${shade}`);
      return `${name}: ${value} → #${shade}`;
    },
  },
  {
    title: 'a chevron that no longer flips in right-to-left',
    story: 'controls-breadcrumbs--two-levels',
    mode: 'rtl-ar',
    apply: () => {
      const icon = [...document.querySelectorAll<SVGElement>('#storybook-root svg')].find(
        (svg) => getComputedStyle(svg).transform !== 'none',
      );
      if (!icon) throw new Error('no mirrored icon');
      icon.style.transform = 'none';
      return icon.outerHTML.slice(0, 80);
    },
  },
  {
    title: '2 px more padding at the start of a tag',
    story: 'controls-taggroup--active-filters',
    mode: 'ltr-en',
    apply: () => {
      const tag = document.querySelector<HTMLElement>('#storybook-root [role="row"]');
      if (!tag) throw new Error('no tag');
      const start = parseFloat(getComputedStyle(tag).paddingInlineStart);
      tag.style.paddingInlineStart = `${start + 2}px`;
      return `padding-inline-start ${start}px → ${start + 2}px`;
    },
  },
  {
    title: 'one Arabic letter that does not paint (a missing glyph)',
    story: 'controls-breadcrumbs--long-arabic-text',
    mode: 'rtl-ar',
    apply: () => {
      const walker = document.createTreeWalker(
        document.querySelector('#storybook-root') ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const at = text.search(/[\u0621-\u064A]/);
        if (at < 0) continue;
        const letter = (node as Text).splitText(at);
        letter.splitText(1);
        const hidden = document.createElement('span');
        hidden.style.color = 'transparent';
        letter.replaceWith(hidden);
        hidden.append(letter);
        return `"${letter.textContent}" in "${text.trim().slice(0, 40)}"`;
      }
      throw new Error('no Arabic letter');
    },
  },
];

/** Opens a story in a fresh page and waits as the visual check does (play, axe, fonts, images). */
async function openStory(page: Page, story: string, mode: Mutation['mode']) {
  await page.goto(`iframe.html?id=${story}&viewMode=story&globals=${modes[mode]}`);
  await page.waitForFunction((id) => {
    const current = window.__STORYBOOK_PREVIEW__?.currentRender;
    return current?.id === id && current.phase === 'finished';
  }, story);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    ).then(() => undefined),
  );
}

for (const mutation of mutations) {
  test(`mutation: ${mutation.title} [${mutation.mode}] fails the visual check`, async ({
    page,
  }, testInfo) => {
    if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed')
      throw new Error('The mutation proof must not run while baselines are written.');
    const baseline = `${mutation.story}.${mutation.mode}.png`;
    await openStory(page, mutation.story, mutation.mode);

    // The control: untouched, the story matches its baseline, so a failure below is the mutation's.
    await expect(page).toHaveScreenshot(baseline, { fullPage: true });

    const changed = await page.evaluate(mutation.apply);
    testInfo.annotations.push({ type: 'mutation', description: changed });
    const verdict = await expect(page)
      .toHaveScreenshot(baseline, { fullPage: true, timeout: 5_000 })
      .then(
        () => 'passed',
        (error: unknown) => String(error),
      );
    expect(verdict, `the visual check let "${mutation.title}" (${changed}) through`).toMatch(
      /pixels? \(ratio [\d.]+ of all image pixels\) (is|are) different|Expected an image \d+px by \d+px/,
    );
  });
}
