import { ARABIC, expect, test, type ShopLocale } from '../../fixtures';
import type { Page } from '@playwright/test';

/**
 * The content routes of the default layout (issue 10): blog, about with the FAQs, the policies,
 * contact and the sitemap page, and the 404 screen's way home. Runs once in Arabic (rtl) and once
 * in English (ltr), on the demo content the commerce server seeds.
 */

const text = {
  ar: {
    blog: 'المدونة',
    nextPage: 'الصفحة التالية',
    newest: 'كيف تعتني بأثاثك الخشبي في مناخ مصر',
    oldest: 'غرفة نوم تساعدك على نوم أهدأ',
    allPosts: 'كل المقالات',
    about: 'من نحن',
    faqs: 'الأسئلة الشائعة',
    question: 'كم يستغرق توصيل طلبي؟',
    answer: /في القاهرة والجيزة يصل أغلب الأثاث/,
    policies: {
      'privacy-policy': 'سياسة الخصوصية',
      'returns-policy': 'سياسة الاسترجاع والاستبدال',
      'terms-conditions': 'الشروط والأحكام',
    },
    privacyLink: 'سياسة الخصوصية',
    contact: 'تواصل معنا',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    thanks: 'شكرًا لتواصلك معنا',
    tooShort: 'من فضلك اكتب ١٠ أحرف على الأقل.',
    rateLimited: /^محاولات كثيرة\. يرجى المحاولة مرة أخرى بعد .+\.$/,
    sitemap: 'خريطة الموقع',
    pages: 'الصفحات',
    collections: 'المجموعات',
    posts: 'مقالات المدونة',
    categories: 'الأقسام',
    products: 'المنتجات',
    livingRoom: 'غرفة المعيشة',
    notFound: 'الصفحة غير موجودة',
    otherLanguage: 'English',
  },
  en: {
    blog: 'Blog',
    nextPage: 'Next page',
    newest: "Caring for wooden furniture in Egypt's climate",
    oldest: 'A bedroom for better sleep',
    allPosts: 'All posts',
    about: 'About us',
    faqs: 'Frequently asked questions',
    question: 'How long does delivery take?',
    answer: /In Cairo and Giza most ready-made furniture/,
    policies: {
      'privacy-policy': 'Privacy policy',
      'returns-policy': 'Returns and exchanges policy',
      'terms-conditions': 'Terms and conditions',
    },
    privacyLink: 'Privacy policy',
    contact: 'Contact us',
    name: 'Your name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    thanks: 'Thank you for contacting us',
    tooShort: 'Please write at least 10 characters.',
    rateLimited: /^Too many attempts\. Please try again in [\d,]+ (second|seconds)\.$/,
    sitemap: 'Sitemap',
    pages: 'Pages',
    collections: 'Collections',
    posts: 'Blog posts',
    categories: 'Categories',
    products: 'Products',
    livingRoom: 'Living room',
    notFound: 'Page not found',
    otherLanguage: 'العربية',
  },
} as const;

const other = (shop: ShopLocale) => (shop.locale === 'ar' ? 'en' : 'ar');

/** The page's canonical URL and its hreflang alternates, as a search engine reads them. */
async function expectAlternates(page: Page, shop: ShopLocale, bare: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(
    new RegExp(`^https?://[^/]+${shop.prefix}${bare === '/' ? '' : bare}$`),
  );
  for (const lang of ['ar', 'en', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${lang === 'en' ? '/en' : ''}${bare.replace(/[?]/g, '\\?')}$`),
    );
  }
}

test('the blog pages through its posts to one, and the language switch keeps the post', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const response = await page.goto(path('/blog'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^${t.blog} \\|`));
  await expectAlternates(page, shop, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.blog);
  const cards = page.getByRole('main').getByRole('article');
  // Four a page, newest first: the six seeded posts take two pages.
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(t.newest);

  await page.getByRole('link', { name: t.nextPage }).click();
  await expect(page).toHaveURL(new RegExp(`${path('/blog')}\\?page=2$`));
  await expect(cards).toHaveCount(2);
  await expect(cards.last().getByRole('heading', { level: 2 })).toHaveText(t.oldest);

  await cards.last().getByRole('link', { name: t.oldest }).click();
  await expect(page).toHaveURL(new RegExp(`${path('/blog/a-bedroom-for-better-sleep')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.oldest);
  await expect(page.getByRole('main').getByRole('paragraph').first()).toHaveText(shop.script);
  await expectAlternates(page, shop, '/blog/a-bedroom-for-better-sleep');
  // Article and breadcrumb structured data in the page's language.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    '\n',
  );
  expect(jsonLd).toContain('"@type":"BlogPosting"');
  expect(jsonLd).toContain('"@type":"BreadcrumbList"');

  // The same post in the other language.
  await page.getByRole('link', { name: t.otherLanguage }).click();
  const target = other(shop);
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  await expect(page).toHaveURL(
    new RegExp(`^https?://[^/]+${target === 'en' ? '/en' : ''}/blog/a-bedroom-for-better-sleep$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[target].oldest);

  // And back to the list.
  await page.getByRole('link', { name: text[target].allPosts }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[target].blog);
});

test('an unknown post, blog page or policy answers 404 inside the shop', async ({
  page,
  shop,
  path,
}) => {
  for (const missing of [
    '/blog/no-such-post',
    '/blog?page=9',
    '/pages/no-such-page',
    '/pages/about',
  ]) {
    const response = await page.goto(path(missing));
    expect(response?.status(), missing).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[shop.locale].notFound);
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

test('about shows the story and the FAQs; the footer leads to the policies', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const response = await page.goto(path('/about'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^${t.about} \\|`));
  await expectAlternates(page, shop, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.about);
  await expect(page.getByRole('heading', { level: 2, name: t.faqs })).toBeVisible();
  const faqs = page.getByRole('region', { name: t.faqs });
  const question = faqs.getByRole('button', { name: t.question });
  await expect(faqs.getByText(t.answer)).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(faqs.getByText(t.answer)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: t.privacyLink }).click();
  await expect(page).toHaveURL(new RegExp(`${path('/pages/privacy-policy')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.policies['privacy-policy']);
});

test('each policy page shows its sections in the page language', async ({ page, shop, path }) => {
  const t = text[shop.locale];
  for (const [slug, title] of Object.entries(t.policies)) {
    const response = await page.goto(path(`/pages/${slug}`));
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expectAlternates(page, shop, `/pages/${slug}`);
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await sections.count(), slug).toBeGreaterThan(1);
    for (const heading of await sections.allTextContents()) {
      if (shop.locale === 'ar') expect(heading).toMatch(ARABIC.script);
      else expect(heading).not.toMatch(ARABIC.script);
    }
  }
});

test('the contact form thanks the shopper, and shows the server’s rules and its rate limit', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const response = await page.goto(path('/contact-us'));
  expect(response?.status()).toBe(200);
  await expectAlternates(page, shop, '/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contact);
  const main = page.getByRole('main');
  const form = {
    name: main.getByRole('textbox', { name: t.name }),
    email: main.getByRole('textbox', { name: t.email }),
    message: main.getByRole('textbox', { name: t.message }),
    send: main.getByRole('button', { name: t.send }),
  };
  const email = `shopper-${shop.locale}-${Date.now()}@example.com`;

  // The server's rule: a message of at least 10 characters, shown on the field; input kept.
  await form.name.fill('Mona Adel');
  await form.email.fill(email);
  await form.message.fill('Hi');
  await form.send.click();
  await expect(page.getByText(t.tooShort)).toBeVisible();
  await expect(form.message).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name).toHaveValue('Mona Adel');
  await expect(form.email).toHaveValue(email);

  await form.message.fill('Does the Nile sofa come in a green linen cover?');
  await form.send.click();
  await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();

  // The same address again and again: the commerce server's limit (3 an hour in the journeys)
  // answers with how long to wait, and the shopper's text stays.
  await page.reload();
  for (let attempt = 0; attempt < 3; attempt++) {
    await form.name.fill('Mona Adel');
    await form.email.fill(email);
    // A new text each time: the server's error leaves a field when the shopper edits it.
    await form.message.fill(`Hi ${attempt}`);
    await form.send.click();
    await expect(page.getByText(t.tooShort).or(page.getByText(t.rateLimited))).toBeVisible();
  }
  await expect(page.getByRole('alert').filter({ hasText: t.rateLimited })).toBeVisible();
  await expect(form.message).toHaveValue('Hi 2');
});

test('the sitemap page lists pages, collections, posts, categories and products', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const response = await page.goto(path('/sitemap'));
  expect(response?.status()).toBe(200);
  await expectAlternates(page, shop, '/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sitemap);
  const list = (name: string) => page.getByRole('list', { name, exact: true });

  await expect(list(t.pages).getByRole('link', { name: t.about })).toHaveAttribute(
    'href',
    path('/about'),
  );
  expect(await list(t.collections).getByRole('link').count()).toBeGreaterThan(0);
  await expect(list(t.posts).getByRole('link')).toHaveCount(6);
  const products = list(t.products).getByRole('link');
  expect(await products.count()).toBeGreaterThan(100);
  for (const name of (await products.allTextContents()).slice(0, 10))
    expect(name).toMatch(shop.script);

  // The links work: a post, a collection, a category and a product.
  await list(t.posts).getByRole('link', { name: t.newest }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newest);
  await page.goBack();
  const collection = list(t.collections).getByRole('link').first();
  const collectionName = await collection.textContent();
  await collection.click();
  await expect(page).toHaveURL(/\/collection\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(collectionName ?? '');
  await page.goBack();
  await list(t.categories).getByRole('link', { name: t.livingRoom, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path('/products/c/living-room')}$`));
  await page.goBack();
  const product = products.first();
  const productName = await product.textContent();
  await product.click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName ?? '');
});

test('an unknown URL shows "Page not found" with its path and goes home after 8 seconds', async ({
  page,
  shop,
  path,
}) => {
  test.setTimeout(45_000);
  const missing = path('/no-such-room/chair');
  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[shop.locale].notFound);
  await expect(page.getByText(missing)).toBeVisible();
  const started = Date.now();
  // docs/product-spec.md §9: the error page goes home after 8000 ms (not before; within a few
  // seconds after). The countdown is timed by the moment it leaves; how long the home page then
  // takes to arrive is the machine's.
  await page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && new URL(request.url()).pathname === (shop.prefix || '/'),
    { timeout: 12_000 },
  );
  expect(Date.now() - started).toBeGreaterThan(6_000);
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${shop.prefix || '/'}$`), {
    timeout: 15_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text[shop.locale].notFound);
});
