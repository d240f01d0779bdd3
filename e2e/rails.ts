import { expect, type Page } from '@playwright/test';

/** The home page's four rails (docs/product-spec.md §2), by their headings in each language. */
export const RAILS = {
  ar: ['الأكثر مشاهدة', 'وصل حديثًا', 'الأكثر مبيعًا', 'عروض خاصة'],
  en: ['Most watched', 'New arrivals', 'Best sellers', 'Special offers'],
} as const;

/** Each of the four rails lists eight products; returns the product names of each, in order. */
export async function expectFourFullRails(page: Page, locale: 'ar' | 'en'): Promise<string[][]> {
  const names: string[][] = [];
  for (const rail of RAILS[locale]) {
    const products = page.getByRole('list', { name: rail, exact: true }).getByRole('article');
    await expect(products, rail).toHaveCount(8);
    names.push(await products.getByRole('heading', { level: 3 }).allTextContents());
  }
  return names;
}
