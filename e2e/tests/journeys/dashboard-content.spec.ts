import type { APIRequest, Locator, Page } from '@playwright/test';
import { test } from '../../fixtures';
import {
  adminApi,
  createStaffMember,
  localDateTime,
  openScreen,
  signInToDashboard,
  STOREFRONT_CATCHES_UP_MS,
  superadmin,
  unique,
  violationsOf,
  dashboardJourney,
} from '../../staff';

/**
 * A merchandiser's content and wheel screens on the dashboard (/dashboard on the commerce server),
 * in the dashboard's Arabic (right to left) in the ar-rtl project and its English in en-ltr; what
 * they write in both languages is checked on the storefront in both.
 */

const expect = dashboardJourney();

const LANGUAGE_NAME = {
  ar: { ar: 'العربية', en: 'الإنجليزية' },
  en: { ar: 'Arabic', en: 'English' },
};

const LABELS = {
  ar: {
    content: 'المحتوى',
    pages: 'الصفحات',
    faqs: 'الأسئلة الشائعة',
    newQuestion: 'سؤال جديد',
    blogPosts: 'مقالات المدونة',
    newBlogPost: 'مقال جديد',
    title: 'العنوان',
    teaser: 'المقدمة',
    question: 'السؤال',
    slug: 'الرابط المختصر',
    publishedAt: 'تاريخ النشر',
    position: 'الترتيب',
    addPicture: 'إضافة ملف',
    create: 'إنشاء',
    update: 'تحديث',
    saved: 'تم الحفظ',
    shopFront: 'واجهة المتجر',
    wheelPromotions: 'عروض العجلة',
    newWheelPromotion: 'عرض عجلة جديد',
    wheelLabel: 'النص على العجلة',
    choosePromotion: 'اختر عرضًا ترويجيًا',
    startsAt: 'يبدأ في',
    oddsAndLimits: 'الفرص والحدود',
    usesPerCustomer: 'مرات الاستخدام لكل عميل',
    // Each project edits a policy page of its own, so the two never save over each other.
    policy: { slug: 'returns-policy', title: 'سياسة الاسترجاع والاستبدال' },
  },
  en: {
    content: 'Content',
    pages: 'Pages',
    faqs: 'FAQs',
    newQuestion: 'New question',
    blogPosts: 'Blog posts',
    newBlogPost: 'New blog post',
    title: 'Title',
    teaser: 'Teaser',
    question: 'Question',
    slug: 'Slug',
    publishedAt: 'Published at',
    position: 'Position',
    addPicture: 'Add asset',
    create: 'Create',
    update: 'Update',
    saved: 'Saved',
    shopFront: 'Shop front',
    wheelPromotions: 'Wheel promotions',
    newWheelPromotion: 'New wheel promotion',
    wheelLabel: 'Label on the wheel',
    choosePromotion: 'Choose a promotion',
    startsAt: 'Starts at',
    oddsAndLimits: 'Odds and limits',
    usesPerCustomer: 'Uses per customer',
    policy: { slug: 'terms-conditions', title: 'Terms and conditions' },
  },
};

type Language = 'ar' | 'en';
const LANGUAGES: Language[] = ['ar', 'en'];

/** A translated field's label: `Title (Arabic)`, in the dashboard's language. */
const labelOf = (dashboard: Language, label: string, language: Language) =>
  `${label} (${LANGUAGE_NAME[dashboard][language]})`;

/**
 * The rich text editor of one language (a page's or post's text, a question's answer): the
 * dashboard's own editor, inside the block that gives it the language's direction.
 */
const richText = (page: Page, language: Language) =>
  page.locator(`main form [lang="${language}"] [contenteditable="true"]`);

/** Deletes what the dashboard page shows (its id from the page's address) as the superadmin. */
async function deleteAndForget(
  page: Page,
  request: APIRequest,
  mutation: 'deleteBlogPost' | 'deleteFaq',
  idInUrl: RegExp,
): Promise<void> {
  const id = idInUrl.exec(new URL(page.url()).pathname)?.[1];
  expect(id, page.url()).toBeDefined();
  const { [mutation]: deleted } = await adminApi<Record<string, { result: string }>>(
    await superadmin(request),
    `mutation ($id: ID!) { ${mutation}(id: $id) { result } }`,
    { id },
  );
  expect(deleted?.result).toBe('DELETED');
}

/** Whether the caret is collapsed after everything in `editor`. */
const caretAtEnd = (editor: Locator) =>
  editor.evaluate((element) => {
    const selection = element.ownerDocument.getSelection();
    if (!selection?.isCollapsed || !selection.focusNode) return false;
    const after = element.ownerDocument.createRange();
    after.setStart(selection.focusNode, selection.focusOffset);
    after.setEnd(element, element.childNodes.length);
    return after.toString() === '';
  });

/** Opens `path` of the storefront in `language` until `check` passes (the cache catching up). */
async function seeOnStorefront(
  page: Page,
  language: Language,
  path: string,
  check: (storefront: Page) => Promise<void>,
): Promise<void> {
  const storefront = await page.context().newPage();
  // `/ar/…` asks for Arabic (and lands on the unprefixed address) even where the browser prefers
  // English; `/en/…` is English.
  await expect(async () => {
    await storefront.goto(`/${language}${path}`);
    await check(storefront);
  }).toPass({ timeout: STOREFRONT_CATCHES_UP_MS });
  await storefront.close();
}

test('a merchandiser publishes a blog post in both languages with a cover, and the blog shows it in both', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const staff = await createStaffMember(playwright.request, 'merchandiser', 'blog');
  await signInToDashboard(page, staff, shop.locale);

  await openScreen(page, t.content, t.blogPosts);
  await expect(page.getByRole('heading', { level: 1, name: t.blogPosts })).toBeVisible();
  await page.getByRole('button', { name: t.newBlogPost }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newBlogPost })).toBeVisible();

  const id = unique();
  const slug = `winter-corner-${id}`;
  const post = {
    ar: {
      title: `ركن دافئ للشتاء ${id}`,
      teaser: 'بطانية وكنبة وضوء هادئ',
      body: `فقرة المقال ${id}`,
    },
    en: {
      title: `A warm winter corner ${id}`,
      teaser: 'A throw, a sofa, soft light',
      body: `The post's text ${id}`,
    },
  };
  for (const language of LANGUAGES) {
    await page.getByLabel(labelOf(shop.locale, t.title, language)).fill(post[language].title);
    await page.getByLabel(labelOf(shop.locale, t.teaser, language)).fill(post[language].teaser);
    await richText(page, language).click();
    await page.keyboard.type(post[language].body);
  }
  await page.getByLabel(t.slug, { exact: true }).fill(slug);
  // Published a minute ago: the shop lists it now.
  await page.getByLabel(t.publishedAt).fill(localDateTime(new Date(Date.now() - 60_000)));
  await page.getByRole('button', { name: t.addPicture }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('checkbox').first().click();
  await picker.getByRole('button', { name: 'Select Asset' }).click();
  await expect(picker).toBeHidden();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blog-posts\/\d+$/);

  for (const language of LANGUAGES) {
    await seeOnStorefront(page, language, `/blog/${slug}`, async (storefront) => {
      await expect(storefront.getByRole('heading', { level: 1 })).toHaveText(post[language].title, {
        timeout: 1_000,
      });
      await expect(storefront.getByText(post[language].body)).toBeVisible({ timeout: 1_000 });
    });
    // The blog's list, newest first, has it too.
    await seeOnStorefront(page, language, '/blog', async (storefront) => {
      await expect(storefront.getByRole('link', { name: post[language].title })).toBeVisible({
        timeout: 1_000,
      });
    });
  }

  // The blog as the seed made it again (content.spec.ts pages through its six posts); deleting
  // refreshes the storefront's blog too.
  await deleteAndForget(page, playwright.request, 'deleteBlogPost', /\/blog-posts\/(\d+)$/);
  for (const language of LANGUAGES) {
    await seeOnStorefront(page, language, '/blog', async (storefront) => {
      await expect(storefront.getByRole('link', { name: post[language].title })).toHaveCount(0, {
        timeout: 1_000,
      });
    });
  }
});

test('a merchandiser adds a question in both languages, and the about page lists it in both', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const staff = await createStaffMember(playwright.request, 'merchandiser', 'faq');
  await signInToDashboard(page, staff, shop.locale);

  await openScreen(page, t.content, t.faqs);
  await expect(page.getByRole('heading', { level: 1, name: t.faqs })).toBeVisible();
  await page.getByRole('button', { name: t.newQuestion }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newQuestion })).toBeVisible();

  const id = unique();
  const faq = {
    ar: { question: `هل تغلفون الهدايا؟ ${id}`, answer: `نعم، بورق من القطن ${id}` },
    en: { question: `Do you gift-wrap? ${id}`, answer: `Yes, in cotton paper ${id}` },
  };
  for (const language of LANGUAGES) {
    await page.getByLabel(labelOf(shop.locale, t.question, language)).fill(faq[language].question);
    await richText(page, language).click();
    await page.keyboard.type(faq[language].answer);
  }
  // After the shop's own questions.
  await page.getByLabel(t.position).fill('90');
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/faqs\/\d+$/);

  for (const language of LANGUAGES) {
    await seeOnStorefront(page, language, '/about', async (storefront) => {
      const question = storefront.getByRole('button', { name: faq[language].question });
      await expect(question).toBeVisible({ timeout: 1_000 });
      await question.click();
      await expect(storefront.getByText(faq[language].answer)).toBeVisible({ timeout: 1_000 });
    });
  }
  // The about page's questions as the seed made them again, for the journeys that read them.
  await deleteAndForget(page, playwright.request, 'deleteFaq', /\/faqs\/(\d+)$/);
});

test('a merchandiser adds a paragraph to a policy page in both languages, and the page shows it in both', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const staff = await createStaffMember(playwright.request, 'merchandiser', 'page');
  await signInToDashboard(page, staff, shop.locale);

  await openScreen(page, t.content, t.pages);
  await expect(page.getByRole('heading', { level: 1, name: t.pages })).toBeVisible();
  // The list's title column links to each page's form.
  await page.getByRole('main').getByText(t.policy.title, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.policy.title })).toBeVisible();
  await expect(page.getByLabel(t.slug, { exact: true })).toHaveValue(t.policy.slug);

  const id = unique();
  const paragraph = {
    ar: `تصل طلبات المحافظات البعيدة خلال سبعة أيام ${id}`,
    en: `Orders to far governorates arrive within seven days ${id}`,
  };
  for (const language of LANGUAGES) {
    const editor = richText(page, language);
    await editor.locator(':scope > *').last().click();
    await expect(editor).toBeFocused();
    // The editor places the caret of a click a moment later, so a Control+End pressed at once may
    // be undone, and Enter would then split a heading or paragraph: pressed until the caret is last.
    await expect(async () => {
      await page.keyboard.press('Control+End');
      expect(await caretAtEnd(editor)).toBe(true);
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph[language]);
    // What was typed is a new last paragraph of the editor before the save.
    await expect(editor.locator(':scope > *').last()).toHaveText(paragraph[language]);
    await expect(editor.locator(':scope > *').last()).toHaveJSProperty('tagName', 'P');
  }
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('button', { name: t.update }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // The save kept both paragraphs (so a page that does not show one is the storefront's fault).
  const pageId = /\/content-pages\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(pageId, page.url()).toBeDefined();
  const { contentPage } = await adminApi<{
    contentPage: { translations: { languageCode: Language; body: string }[] } | null;
  }>(
    await superadmin(playwright.request),
    `query ($id: ID!) { contentPage(id: $id) { translations { languageCode body } } }`,
    { id: pageId },
  );
  for (const language of LANGUAGES) {
    const saved = contentPage?.translations.find((tr) => tr.languageCode === language);
    expect(saved?.body).toContain(paragraph[language]);
  }

  for (const language of LANGUAGES) {
    await seeOnStorefront(page, language, `/pages/${t.policy.slug}`, async (storefront) => {
      await expect(storefront.getByText(paragraph[language])).toBeVisible({ timeout: 1_000 });
    });
  }
});

test('a merchandiser offers a promotion on the wheel, sees its limits, and renames the offer', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const staff = await createStaffMember(playwright.request, 'merchandiser', 'wheel');
  await signInToDashboard(page, staff, shop.locale);

  await openScreen(page, t.shopFront, t.wheelPromotions);
  await expect(page.getByRole('heading', { level: 1, name: t.wheelPromotions })).toBeVisible();
  await page.getByRole('button', { name: t.newWheelPromotion }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newWheelPromotion })).toBeVisible();

  const id = unique();
  const label = { ar: `خصم العيد ${id}`, en: `Eid discount ${id}` };
  for (const language of LANGUAGES) {
    await page.getByLabel(labelOf(shop.locale, t.wheelLabel, language)).fill(label[language]);
  }
  // The seeded 10% promotion (its coupon WHEEL10, once per customer), found by its code.
  await page.getByRole('button', { name: t.choosePromotion }).click();
  await page.locator('[cmdk-input]').fill('WHEEL10');
  await page.getByRole('option', { name: /WHEEL10/ }).click();
  const limits = page.locator('main').getByText(t.usesPerCustomer).locator('..');
  await expect(limits).toContainText('1');
  // Starting next year: the shop's wheel, which other journeys spin, stays as it is today.
  const nextYear = new Date(Date.now() + 365 * 24 * 3600_000);
  await page.getByLabel(t.startsAt).fill(localDateTime(nextYear));
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/wheel-promotions\/\d+$/);
  const wheelId = /(\d+)$/.exec(page.url())![1];
  // The saved offer has loaded into the form (the save emptied it before going to its page): a
  // change typed before would be overwritten by the load, leaving Update disabled.
  for (const language of LANGUAGES) {
    await expect(page.getByLabel(labelOf(shop.locale, t.wheelLabel, language))).toHaveValue(
      label[language],
    );
  }

  // Renamed in English after saving: the same offer, the same promotion.
  const renamed = `Eid: 10% off ${id}`;
  await page.getByLabel(labelOf(shop.locale, t.wheelLabel, 'en')).fill(renamed);
  await page.getByRole('button', { name: t.update }).click();
  // Saved: the form is reset to what the server has, so there is nothing to update any more.
  await expect(page.getByRole('button', { name: t.update })).toBeDisabled();
  await expect(page.getByText(t.oddsAndLimits)).toBeVisible();

  const api = await superadmin(playwright.request);
  const { wheelPromotion } = await adminApi<{
    wheelPromotion: {
      startsAt: string;
      promotion: { couponCode: string };
      translations: Array<{ languageCode: string; name: string }>;
    };
  }>(
    api,
    `query ($id: ID!) { wheelPromotion(id: $id) {
      startsAt promotion { couponCode } translations { languageCode name } } }`,
    { id: wheelId },
  );
  expect(wheelPromotion.promotion.couponCode).toBe('WHEEL10');
  expect(new Date(wheelPromotion.startsAt).getTime()).toBeGreaterThan(Date.now());
  expect(
    Object.fromEntries(wheelPromotion.translations.map((row) => [row.languageCode, row.name])),
  ).toEqual({ ar: label.ar, en: renamed });
});
