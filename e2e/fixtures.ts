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

export const test = base.extend<{ shop: ShopLocale; path: (path: string) => string }>({
  shop: [ARABIC, { option: true }],
  path: async ({ shop }, use) => {
    await use((path) => (path === '/' ? shop.prefix || '/' : `${shop.prefix}${path}`));
  },
});

export { expect };
