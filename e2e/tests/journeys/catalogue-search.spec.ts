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
  await expect(main.getByText(t.count)).toHaveText(bareCount ?? '');
  await expect(main.getByRole('article').first()).toBeVisible();
});
