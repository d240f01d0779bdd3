import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite CSS transitions and animations have ended, and none has started
 * for {@link QUIET_MS}: axe reads the colours as they are at that moment, so a button fading from
 * its disabled colours to its own as the form becomes ready (a fast transition) measured half way
 * failed `color-contrast` now and then, a contrast no shopper ever sees at rest. Endless ones (a
 * spinner, a skeleton's shimmer) are left running. A state the page reaches later still needs
 * the journey to wait for it (the checkout's "place order" being enabled, say).
 */
export async function settled(page: Page): Promise<void> {
  // Each call measures its own quiet time, not one left from an earlier call on the same page.
  await page.evaluate(() => {
    delete (window as unknown as { darQuietSince?: number }).darQuietSince;
  });
  await page.waitForFunction(
    (quietMs) => {
      const state = window as unknown as { darQuietSince?: number };
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      const now = performance.now();
      if (moving) state.darQuietSince = undefined;
      else state.darQuietSince ??= now;
      return state.darQuietSince !== undefined && now - state.darQuietSince >= quietMs;
    },
    QUIET_MS,
    { polling: 50 },
  );
}

/** How long nothing may have moved before the page counts as at rest. */
const QUIET_MS = 250;

export interface AxeScope {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Parts that are not ours to fix (see where they are named). */
  exclude?: string[];
  /** Each node's HTML beside its selector, where the selector alone does not say which. */
  withHtml?: boolean;
}

/** axe's violations on the page at rest, one line each: `rule: selectors`. */
export async function violationsOf(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page beside it for each
  // scan (to merge cross-origin frames' results, and the shop has no frames). Only violations are
  // collected. Both give the same violations; measured on `/` and `/en/products` (2026-11-29):
  // 2.0–3.3 s a scan by default, 0.5–0.7 s this way.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    ({ id, nodes }) =>
      `${id}: ${nodes
        .map((node) => (scope.withHtml ? `${node.target} ${node.html}` : node.target))
        .join(', ')}`,
  );
}
