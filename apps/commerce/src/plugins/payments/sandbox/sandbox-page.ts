/**
 * The sandbox's hosted pages: bilingual (Arabic first, right to left; English beside it, left to
 * right), labelled form controls, no script, and a notice that these are test payments. Plain HTML
 * strings: nothing here reaches a shop others reach (the sandbox runs in development, tests and the
 * local trial of `npm start` only).
 */

export const TEST_CARDS = {
  success: '4987654321098769',
  declined: '4000000000000002',
  otp: '5123456789012346',
} as const;

/** The confirmation code the OTP card asks for; any other code declines. */
export const TEST_OTP = '123456';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function amountText(piasters: number, locale: 'ar-EG' | 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP' }).format(
    piasters / 100,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; background: #f6f3ee; color: #222; }
  main { max-width: 32rem; margin-inline: auto; background: #fff; padding: 1.5rem; border-radius: 0.75rem; }
  label { display: block; margin-block: 0.75rem 0.25rem; font-weight: 600; }
  input { font: inherit; padding: 0.5rem; width: 100%; box-sizing: border-box; border: 1px solid #666; border-radius: 0.375rem; }
  button { font: inherit; margin-block-start: 1rem; padding: 0.625rem 1.25rem; background: #1f3a5f; color: #fff; border: 0; border-radius: 0.375rem; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #e67e22; outline-offset: 2px; }
  .en { direction: ltr; text-align: start; }
  .notice { background: #fff4d6; border: 2px solid #b7791f; padding: 0.75rem; border-radius: 0.375rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function checkoutPage(input: {
  clientSecret: string;
  amount: number;
  merchantReference: string;
  provider: string;
}): string {
  const ar = amountText(input.amount, 'ar-EG');
  const en = amountText(input.amount, 'en-US');
  return layout(
    'الدفع التجريبي · Payment sandbox',
    `
<p class="notice" role="note" data-test-payments><strong>مدفوعات تجريبية</strong>: لا تُخصم أي أموال؛ ادفع ببطاقة من البطاقات التجريبية أدناه. <span lang="en" dir="ltr"><strong>Test payments</strong>: no money is taken; pay with one of the test cards below.</span></p>
<h1>ادفع <span data-amount="ar">${escapeHtml(ar)}</span></h1>
<p lang="en" dir="ltr" class="en"><strong>Pay <span data-amount="en">${escapeHtml(en)}</span></strong></p>
<p>المرجع <span lang="en" dir="ltr">Reference</span>: <bdi>${escapeHtml(input.merchantReference)}</bdi> · <bdi>${escapeHtml(input.provider)}</bdi></p>
<form method="post" action="pay">
  <input type="hidden" name="clientSecret" value="${escapeHtml(input.clientSecret)}">
  <label for="cardNumber">رقم البطاقة <span lang="en" dir="ltr">Card number</span></label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
  <label for="expiry">تاريخ الانتهاء <span lang="en" dir="ltr">Expiry (MM/YY)</span></label>
  <input id="expiry" name="expiry" autocomplete="cc-exp" dir="ltr" value="12/30" required>
  <label for="cvv">رمز الأمان <span lang="en" dir="ltr">CVV</span></label>
  <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" dir="ltr" value="123" required>
  <button type="submit">ادفع الآن <span lang="en" dir="ltr">Pay now</span></button>
</form>
<h2>بطاقات تجريبية <span lang="en" dir="ltr">Test cards</span></h2>
<ul>
  <li><bdi dir="ltr">${TEST_CARDS.success}</bdi>: تنجح <span lang="en" dir="ltr">succeeds</span></li>
  <li><bdi dir="ltr">${TEST_CARDS.declined}</bdi>: تُرفض <span lang="en" dir="ltr">is declined</span></li>
  <li><bdi dir="ltr">${TEST_CARDS.otp}</bdi>: تطلب رمز تأكيد ${TEST_OTP} <span lang="en" dir="ltr">asks for the code ${TEST_OTP}</span></li>
</ul>`,
  );
}

export function otpPage(input: { clientSecret: string; attempt: string; amount: number }): string {
  return layout(
    'رمز التأكيد · Confirmation code',
    `
<h1>أدخل رمز التأكيد <span lang="en" dir="ltr">Enter the confirmation code</span></h1>
<p>أرسل البنك رمزًا لتأكيد دفع ${escapeHtml(amountText(input.amount, 'ar-EG'))}. <span lang="en" dir="ltr">Your bank sent a code to confirm paying ${escapeHtml(amountText(input.amount, 'en-US'))}.</span></p>
<form method="post" action="otp">
  <input type="hidden" name="clientSecret" value="${escapeHtml(input.clientSecret)}">
  <input type="hidden" name="attempt" value="${escapeHtml(input.attempt)}">
  <label for="otp">رمز التأكيد <span lang="en" dir="ltr">Confirmation code</span></label>
  <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required>
  <button type="submit">تأكيد <span lang="en" dir="ltr">Confirm</span></button>
</form>`,
  );
}

export function errorPage(message: { ar: string; en: string }): string {
  return layout(
    'خطأ · Error',
    `<h1>${escapeHtml(message.ar)}</h1><p lang="en" dir="ltr" class="en">${escapeHtml(message.en)}</p>`,
  );
}
