import { test as base, expect } from '@playwright/test';

/** The locale a journey runs in: every journey runs once per project, Arabic and English. */
export interface ShopLocale {
  locale: 'ar' | 'en';
  /** URL prefix of the locale: '' for Arabic, '/en' for English. */
  prefix: string;
  dir: 'rtl' | 'ltr';
  /** Matches text in the locale's script. */
  script: RegExp;
  currency: string;
}

export const ARABIC: ShopLocale = {
  locale: 'ar',
  prefix: '',
  dir: 'rtl',
  script: /[\u0600-\u06FF]/,
  currency: 'ج.م',
};
export const ENGLISH: ShopLocale = {
  locale: 'en',
  prefix: '/en',
  dir: 'ltr',
  script: /^[A-Za-z]/,
  currency: 'EGP',
};

export const test = base.extend<{
  shop: ShopLocale;
  path: (path: string) => string;
  messagesComplete: void;
}>({
  shop: [ARABIC, { option: true }],
  path: async ({ shop }, use) => {
    await use((path) => (path === '/' ? shop.prefix || '/' : `${shop.prefix}${path}`));
  },
  /*
   * The browser gets only the messages its client components use (apps/storefront/lib/client-
   * messages.ts); one left out would show as its id, and the browser's formatter reports it as
   * `Missing message "…"`. Every journey fails on such a report in its page.
   */
  messagesComplete: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Missing message')) {
          missing.push(`${message.text()} (${page.url()})`);
        }
      });
      await use();
      expect(missing, 'messages the page was not given').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
