import { expect, test } from '../../fixtures';
import { countPosts, holdScripts, testWithoutScripts } from '../../forms';

/**
 * The contact form (`/contact-us`) is a form posting to a Server Action: it sends with JavaScript
 * off and when pressed before the page's scripts have run, each press one submission. The hydrated
 * form's journey (the server's rules, the rate limit) is in content.spec.ts.
 */

const text = {
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    thanks: 'شكرًا لتواصلك معنا',
    tooShort: 'من فضلك اكتب ١٠ أحرف على الأقل.',
  },
  en: {
    name: 'Your name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    thanks: 'Thank you for contacting us',
    tooShort: 'Please write at least 10 characters.',
  },
} as const;

const address = (what: string, locale: string) =>
  `contact-${what}-${locale}-${Date.now()}@example.com`;

testWithoutScripts(
  'a shopper writes to the shop: the server’s rule on the field, text kept, then thanks',
  async ({ page, shop, path, posts }) => {
    const t = text[shop.locale];
    await page.goto(path('/contact-us'));
    const main = page.getByRole('main');
    const email = address('off', shop.locale);
    await main.getByRole('textbox', { name: t.name }).fill('Mona Adel');
    await main.getByRole('textbox', { name: t.email }).fill(email);
    await main.getByRole('textbox', { name: t.message }).fill('Hi');
    await main.getByRole('button', { name: t.send }).click();

    // The answer is a new page: the server's message on its field, and what was typed kept.
    await expect(page.getByRole('main').getByText(t.tooShort)).toBeVisible();
    const message = page.getByRole('main').getByRole('textbox', { name: t.message });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue('Hi');
    await expect(page.getByRole('main').getByRole('textbox', { name: t.name })).toHaveValue(
      'Mona Adel',
    );
    await expect(page.getByRole('main').getByRole('textbox', { name: t.email })).toHaveValue(email);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    expect(posts).toHaveLength(1);

    await message.fill('Does the Nile sofa come in a green linen cover?');
    await page.getByRole('main').getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('main').getByText(t.thanks)).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    expect(posts).toHaveLength(2);
  },
);

test('a press before the page has its scripts sends once, as a form submission', async ({
  page,
  shop,
  path,
  baseURL,
}) => {
  const t = text[shop.locale];
  const scripts = await holdScripts(page);
  const posts = countPosts(page, baseURL!);
  await page.goto(path('/contact-us'), { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: t.send })).toBeVisible();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await main.getByRole('textbox', { name: t.name }).fill('Mona Adel');
  await main.getByRole('textbox', { name: t.email }).fill(address('early', shop.locale));
  await main
    .getByRole('textbox', { name: t.message })
    .fill('Is the Nile sofa delivered to Alexandria?');
  await main.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('main').getByText(t.thanks)).toBeVisible();
  expect(posts).toHaveLength(1);

  // The scripts arrive and the page hydrates: nothing is sent again.
  await scripts.release();
  await expect(page.getByRole('main').getByText(t.thanks)).toBeVisible();
  expect(posts).toHaveLength(1);
});
