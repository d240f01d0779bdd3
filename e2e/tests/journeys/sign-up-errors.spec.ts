import {
  CUSTOMER_PASSWORD,
  emailMatching,
  registerVerifiedCustomer,
  shopApi,
} from '../../customer';
import { expect, test } from '../../fixtures';

/**
 * Issue 25, items 2 and 10: a refused sign-up says what is wrong on the field it concerns — the
 * password rules before anything is sent, the server's RegistrationValidationError on the field it
 * names — and the email-change link (`/auth/otp?type=email-change`) changes the address.
 */

// Emails go through the in-process job queue; on the shared 2-core machine that takes seconds.
test.describe.configure({ timeout: 90_000 });

const text = {
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    terms: 'أوافق على الشروط والأحكام',
    createAccount: 'إنشاء الحساب',
    tooShort: 'من فضلك أدخل ٨ أحرف على الأقل.',
    firstNameRule: 'لا يمكن أن يحتوي الاسم الأول على أرقام أو رموز.',
    correctFields: 'يرجى تصحيح الحقول المشار إليها أدناه.',
    generic: 'عذرًا، حدث خطأ ما',
    sentTitle: 'تحقق من بريدك الإلكتروني',
    emailChanged: 'تم تغيير بريدك الإلكتروني.',
    accountTitle: 'حسابي',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    terms: 'I agree to the terms and conditions',
    createAccount: 'Create account',
    tooShort: 'Please enter at least 8 characters.',
    firstNameRule: 'First name cannot contain numbers or symbols.',
    correctFields: 'Please correct the fields marked below.',
    generic: 'Sorry, Something went wrong',
    sentTitle: 'Check your email',
    emailChanged: 'Your email address is changed.',
    accountTitle: 'My account',
  },
} as const;

test('a sign-up the rules refuse says what is wrong on the field', async ({ page, shop, path }) => {
  const t = text[shop.locale];
  const main = page.getByRole('main');
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('registerCustomerAccount')) registrations.push(request.url());
  });
  await page.goto(path('/auth/register'));
  await main.getByLabel(t.firstName).fill('Mona');
  await main.getByLabel(t.lastName).fill('Hassan');
  await main
    .getByRole('textbox', { name: t.email })
    .fill(`rules-${shop.locale}-${Date.now()}@example.com`);
  await main.getByText(t.terms).click();

  // A password the spec's rules refuse is caught in the form, on the password field: not sent.
  const password = main.getByLabel(t.password, { exact: true });
  await password.fill('abc');
  await main.getByRole('button', { name: t.createAccount }).click();
  await expect(password).toHaveAccessibleDescription(new RegExp(t.tooShort));
  await expect(main.getByText(t.generic)).toHaveCount(0);
  expect(registrations).toEqual([]);

  // A name only the server refuses (Cyrillic letters: the shop takes Arabic and Latin names):
  // its RegistrationValidationError lands on the first-name field, in the page's language.
  await password.fill(CUSTOMER_PASSWORD);
  const firstName = main.getByLabel(t.firstName);
  await firstName.fill('Иван');
  await main.getByRole('button', { name: t.createAccount }).click();
  await expect(main.getByRole('alert')).toHaveText(t.correctFields);
  await expect(firstName).toHaveAccessibleDescription(t.firstNameRule);
  await expect(main.getByText(t.generic)).toHaveCount(0);
  expect(registrations).toHaveLength(1);

  // Corrected, the account is created.
  await firstName.fill('Mona');
  await main.getByRole('button', { name: t.createAccount }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sentTitle);
});

test('the link of the email-change email confirms the new address', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  // Signed in as a new customer in this page's context, who asks for a new address.
  await registerVerifiedCustomer(page.request);
  const newEmail = `changed-${shop.locale}-${Date.now()}@example.com`;
  const { requestUpdateCustomerEmailAddress } = await shopApi<{
    requestUpdateCustomerEmailAddress: { __typename: string };
  }>(
    page.request,
    `mutation ($password: String!, $email: String!) {
      requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $email) { __typename } }`,
    { password: CUSTOMER_PASSWORD, email: newEmail },
  );
  expect(requestUpdateCustomerEmailAddress.__typename).toBe('Success');
  const { match } = await emailMatching(
    page.request,
    newEmail,
    /type(?:=|&#x3D;)email-change(?:&amp;|&)token(?:=|&#x3D;)([^"&<\s]+)/,
    { what: 'the email-change email' },
  );
  const token = decodeURIComponent(match[1]!);
  await page.goto(path(`/auth/otp?type=email-change&token=${encodeURIComponent(token)}`));
  await expect(page).toHaveURL(path('/profile'), { timeout: 15_000 });
  await expect(page.getByText(t.emailChanged)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accountTitle);
  await expect(page.getByRole('main')).toContainText(newEmail);
});

test('after a submit with empty fields, one press of "create account" once they are filled signs up', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const main = page.getByRole('main');
  await page.goto(path('/auth/register'));
  const create = main.getByRole('button', { name: t.createAccount });
  // Everything empty: the form says so on the fields and sends nothing.
  await create.click();
  await expect(main.getByLabel(t.firstName)).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel(t.firstName).fill('Mona');
  await main.getByLabel(t.lastName).fill('Hassan');
  await main
    .getByRole('textbox', { name: t.email })
    .fill(`again-${shop.locale}-${Date.now()}@example.com`);
  await main.getByLabel(t.password, { exact: true }).fill(CUSTOMER_PASSWORD);
  await main.getByText(t.terms).click();
  // One press, as a shopper would.
  await create.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sentTitle);
});
