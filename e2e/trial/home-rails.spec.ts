import { shopApi } from '../customer';
import { expect, test } from '../fixtures';
import { expectFourFullRails } from '../rails';

/**
 * The local trial's fresh shop (issue 25, item 1): the demo seed gave it views and orders, so the
 * home page shows the four rails of eight, "most watched" ranked by those views rather than the
 * newest products, in Arabic and English.
 */
test('a fresh local trial shows the four rails of eight, ranked by the demo history', async ({
  page,
  shop,
  path,
}) => {
  await page.goto(path('/'));
  const [mostWatched, newArrivals, bestSellers] = await expectFourFullRails(page, shop.locale);
  // Ranked by the seeded views and orders, not by their fallbacks (the newest products first).
  expect(mostWatched).not.toEqual(newArrivals);
  expect(bestSellers).not.toEqual(newArrivals);
  // The rankings without their fallbacks: what the demo shoppers viewed and bought.
  const history = await shopApi<{
    mostWatchedProducts: { totalItems: number };
    bestSellingProducts: { totalItems: number };
  }>(page.request, `{ mostWatchedProducts { totalItems } bestSellingProducts { totalItems } }`);
  expect(history.mostWatchedProducts.totalItems).toBeGreaterThanOrEqual(8);
  expect(history.bestSellingProducts.totalItems).toBeGreaterThanOrEqual(4);
});
