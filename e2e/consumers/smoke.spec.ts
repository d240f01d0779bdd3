import { expect, test, type Page } from '@playwright/test';

/**
 * An outside team's page built from the published packages (fixtures/), in both directions: the
 * provider states language and direction, the fonts load, PhoneInput submits a number in E.164,
 * Pagination moves, product cards come from the commerce server through `useListing`, the cart
 * count through `useCartCount` — and the console stays clean (hydration errors included).
 */
const cases = [
  {
    lang: 'ar',
    dir: 'rtl',
    label: 'رقم الجوال',
    send: 'إرسال',
    next: 'الصفحة التالية',
    font: 'Cairo Variable',
  },
  {
    lang: 'en',
    dir: 'ltr',
    label: 'Mobile number',
    send: 'Send',
    next: 'Next page',
    font: 'Inter Variable',
  },
] as const;

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

for (const { lang, dir, label, send, next, font } of cases) {
  test(`${lang}/${dir}: provider, phone form, pagination, products and cart from the server`, async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto(`/${lang}`);

    // The provider: language and direction on <html> (where overlays render) and laid out so.
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCSS('direction', dir);

    // The hooks against the running commerce server.
    const products = page.getByTestId('products').getByRole('listitem');
    await expect(products).toHaveCount(4);
    await expect(page.getByTestId('cart-count')).toHaveText(/^[0-9٠-٩]+$/);

    // PhoneInput: Egypt by default, a national number comes out in E.164.
    await page.getByRole('textbox', { name: label }).fill('010 1234 5678');
    await page.getByRole('button', { name: send }).click();
    await expect(page.getByTestId('sent')).toHaveText('+201012345678');

    // Pagination: the next page loads other products.
    const first = await products.first().textContent();
    await page.getByRole('button', { name: next }).click();
    await expect(page.getByTestId('page')).toHaveText('2');
    await expect(products.first()).not.toHaveText(first ?? '');

    // The typeface the tokens name for the language, loaded by @dar/tokens/fonts.
    await expect
      .poll(() => page.evaluate((family) => document.fonts.check(`16px "${family}"`), font))
      .toBe(true);
    expect(
      await page.evaluate(
        (family) =>
          [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
        font,
      ),
    ).toBe(true);

    expect(problems).toEqual([]);
  });
}
