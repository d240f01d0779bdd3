import { expect, test } from '@playwright/test';

test.describe('locale routing', () => {
  test('an English browser on / is sent to /en; Arabic is the default otherwise', async ({
    browser,
    baseURL,
  }) => {
    // Chromium derives Accept-Language from the context's locale.
    const english = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await english.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await english.close();

    const german = await browser.newContext({ baseURL, locale: 'de-DE' });
    const dePage = await german.newPage();
    await dePage.goto('/');
    await expect(dePage).toHaveURL(/:\d+\/$/);
    await expect(dePage.locator('html')).toHaveAttribute('lang', 'ar');
    await german.close();
  });

  test('the locale cookie remembers a choice for a year, and /ar/… chooses Arabic', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/en');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // The language switch to Arabic goes through /ar/…, which overrides the English browser.
    await page.goto('/ar');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });
});
