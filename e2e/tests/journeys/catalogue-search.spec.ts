import { expect, test } from '../../fixtures';

/**
 * Issue 25, item 6: a search with a plural (English) or with the article and a particle (Arabic)
 * finds what the bare word finds, and the results page says what was searched for.
 */

const text = {
  ar: {
    search: 'بحث',
    searchDialog: 'البحث',
    bare: 'كنبة',
    // "and the sofa": the conjunction and the article written onto the word.
    folded: 'والكنبة',
    title: 'نتائج البحث عن «والكنبة»',
    count: /^([٠-٩]+ (قطع|قطعة)|قطعة واحدة|قطعتان)$/,
  },
  en: {
    search: 'Search',
    searchDialog: 'Search',
    bare: 'sofa',
    folded: 'sofas',
    title: 'Results for “sofas”',
    count: /^(\d+ pieces|1 piece)$/,
  },
} as const;

test('a plural or an article finds what the bare word finds, on a page that says so', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const main = page.getByRole('main');
  await page.goto(`${path('/products')}?q=${encodeURIComponent(t.bare)}`);
  const bareCount = await main.getByText(t.count).textContent();

  // From the header's search, Enter opens the results page.
  await page.getByRole('banner').getByRole('button', { name: t.search }).click();
  const box = page.getByRole('dialog', { name: t.searchDialog }).getByRole('searchbox');
  await box.fill(t.folded);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  // The tab says what was searched for too.
  await expect(page).toHaveTitle(new RegExp(t.folded));
  await expect(main.getByText(t.count)).toHaveText(bareCount ?? '');
  await expect(main.getByRole('article').first()).toBeVisible();
});

const card = {
  ar: { product: 'كنبة النيل ثلاثية المقاعد', was: 'بدلًا من', freeShipping: 'شحن مجاني' },
  en: { product: 'Nile three-seater sofa', was: 'Was', freeShipping: 'Free shipping' },
} as const;

test('a search result card shows the "was" price and free shipping, as the rails’ cards do', async ({
  page,
  shop,
  path,
}) => {
  const t = card[shop.locale];
  await page.goto(`${path('/products')}?q=${encodeURIComponent(t.product)}`);
  const result = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: t.product }) });
  await expect(result).toHaveCount(1);
  await expect(result.locator('del')).toContainText(t.was);
  await expect(result).toContainText(t.freeShipping);
});

test('what is typed right after pressing search is in the box when it opens', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  // A slow network: the search's words (and so its overlay) arrive 800 ms after the press.
  await page.route('**/api/messages/**', async (route) => {
    if (route.request().url().includes('HeaderSearch')) {
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.continue();
  });
  await page.goto(path('/'));
  await page.getByRole('banner').getByRole('button', { name: t.search }).click();
  // Typed at once, before the overlay is there. (Playwright sends key events only for the
  // US layout's characters, so the term is Latin in both languages.)
  await page.keyboard.type('Nile', { delay: 30 });
  const box = page.getByRole('dialog', { name: t.searchDialog }).getByRole('searchbox');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Nile');
  await page.keyboard.type(' sofa');
  await expect(box).toHaveValue('Nile sofa');
});
