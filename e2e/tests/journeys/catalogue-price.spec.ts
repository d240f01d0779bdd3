import { expect, test } from '../../fixtures';

/**
 * Issue 25, item 3: the price slider announces prices — formatted in the page's language with the
 * currency, as the server renders the page and after a thumb moves — and the range as "from … to …".
 */

const text = {
  ar: {
    price: /^\u200f?[٠-٩٬]+\sج\.م\.\u200f?$/,
    range: /^من .+ج\.م\..* إلى .+ج\.م\..*$/,
  },
  en: {
    price: /^EGP\s[\d,]+$/,
    range: /^From EGP\s[\d,]+ to EGP\s[\d,]+$/,
  },
} as const;

test('the price slider announces prices in the page’s language', async ({ page, shop, path }) => {
  const t = text[shop.locale];
  await page.goto(path('/products/c/living-room/sofas'));
  const floor = page.getByRole('slider').first();
  const ceiling = page.getByRole('slider').last();
  await expect(floor).toHaveAttribute('aria-valuetext', t.price);
  await expect(ceiling).toHaveAttribute('aria-valuetext', t.price);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: t.range })).toHaveCount(
    1,
  );

  // A thumb moved: still a price.
  const before = await ceiling.getAttribute('aria-valuetext');
  // The page's scripts may still be loading: the key is pressed again until the listing follows.
  await expect(async () => {
    await ceiling.focus();
    await ceiling.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]price=-\d+/, { timeout: 2_000 });
  }).toPass();
  await expect(ceiling).toHaveAttribute('aria-valuetext', t.price);
  await expect(ceiling).not.toHaveAttribute('aria-valuetext', before ?? '');
});
