import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HandlebarsMjmlGenerator } from '@vendure/email-plugin';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_DIR } from '../email.plugin';
import { commonTemplateVars, EMAIL_SUBJECTS, type EmailType } from './email-handlers';
import { EMAIL_LANGUAGES, type EmailLanguage } from './email-language';
import { orderStatusTexts } from './order-status-texts';
import type { OrderSummary } from './order-summary';
import { BilingualTemplateLoader } from './template-loader';

/**
 * Every template in both languages through the same generator the email plugin uses, and through
 * MJML's strict validation, so that a broken template fails here rather than in a customer's inbox.
 */

// mjml and handlebars are the email plugin's dependencies, not ours: load them from there.
const fromEmailPlugin = createRequire(require.resolve('@vendure/email-plugin'));
const mjml = fromEmailPlugin('mjml') as (
  input: string,
  options: { validationLevel: 'strict' },
) => Promise<{ html: string; errors: unknown[] }>;
const Handlebars = fromEmailPlugin('handlebars') as {
  compile(template: string): (vars: object, options: object) => string;
};

const links = { storefrontUrl: 'https://dar.example', staffEmail: 'care@dar.example' };

function sampleOrder(language: EmailLanguage): OrderSummary {
  const ar = language === 'ar';
  return {
    code: 'DAR-1001',
    url: `https://dar.example${ar ? '' : '/en'}/profile/orders/DAR-1001`,
    placedAt: ar ? '٢٢ نوفمبر ٢٠٢٦' : '22 November 2026',
    customerName: ar ? 'منى حسن' : 'Mona Hassan',
    lines: [
      { name: ar ? 'كنبة النيل' : 'Nile sofa', quantity: '1', unitPrice: '1', linePrice: '1' },
    ],
    discounts: [],
    subTotal: '28,500',
    shippingMethod: ar ? 'التوصيل العادي' : 'Standard delivery',
    shipping: '75',
    total: '28,575',
    taxSummary: [
      { label: ar ? 'ضريبة القيمة المضافة ١٤٪' : 'VAT 14%', base: '25,066', tax: '3,509' },
    ],
    totalWithoutVat: '25,066',
    vat: '3,509',
    shippingAddress: ['Mona Hassan', '12 Tahrir St', 'Dokki, Giza'],
    cancellationReason: ar ? 'غير متوفر' : 'Out of stock',
    labels: {
      item: 'item',
      quantity: 'qty',
      price: 'price',
      subTotal: 'subtotal',
      shipping: 'shipping',
      total: 'total',
      vatSummary: 'vat',
      rate: 'rate',
      taxBase: 'base',
      tax: 'tax',
      totalWithoutVat: 'ex vat',
      vatIncluded: 'incl',
      shippingTo: 'to',
    },
  };
}

function sampleVars(language: EmailLanguage): Record<string, unknown> {
  return {
    ...commonTemplateVars(language, links),
    fromAddress: 'Dar <no-reply@dar.example>',
    firstName: language === 'ar' ? 'منى' : 'Mona',
    name: language === 'ar' ? 'منى' : 'Mona',
    emailAddress: 'mona@example.com',
    senderLanguage: language,
    verifyUrl: 'https://dar.example/auth/otp?type=verify&token=abc',
    resetUrl: 'https://dar.example/auth/reset-password?token=abc',
    confirmUrl: 'https://dar.example/auth/otp?type=email-change&token=abc',
    codeUrl: 'https://dar.example/auth/otp?type=reset&email=m%40example.com',
    productsUrl: 'https://dar.example/products',
    profileUrl: 'https://dar.example/profile',
    newEmailAddress: 'new@example.com',
    code: '482913',
    expiresInMinutes: 15,
    message: 'line one\n<script>alert(1)</script>',
    reply: 'Thank you, Mona: the sofa ships on Sunday.',
    trackingCodes: ['EG123456'],
    status: orderStatusTexts('Delivered', language, 'DAR-1001'),
    order: sampleOrder(language),
  };
}

const types = Object.keys(EMAIL_SUBJECTS) as EmailType[];

describe('email templates', () => {
  it('exist for every email type in Arabic and English', () => {
    for (const type of types) {
      for (const language of EMAIL_LANGUAGES) {
        expect(fs.existsSync(path.join(EMAIL_TEMPLATE_DIR, type, `body.${language}.mjml`))).toBe(
          true,
        );
      }
    }
  });

  it.each(types)('%s renders valid MJML, right to left in Arabic', async (type) => {
    const loader = new BilingualTemplateLoader(EMAIL_TEMPLATE_DIR);
    const generator = new HandlebarsMjmlGenerator();
    await generator.onInit({ templateLoader: loader, handlers: [], transport: { type: 'none' } });
    for (const language of EMAIL_LANGUAGES) {
      const vars = sampleVars(language);
      const template = await loader.loadTemplate(undefined as never, undefined as never, {
        type,
        templateName: 'body.hbs',
        templateVars: vars,
      });
      const { subject, body } = await generator.generate(
        '{{ fromAddress }}',
        EMAIL_SUBJECTS[type][language],
        template,
        vars,
      );
      expect(subject).not.toMatch(/{{|}}/);
      expect(body).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(body).toContain(`lang="${language}"`);
      if (language === 'ar') {
        expect(body).toMatch(/[\u0600-\u06FF]/);
        // The support number in the email's digits, as the storefront writes it.
        expect(body).toContain('١٦٣٥٨');
        expect(body).not.toContain('16358');
      } else {
        expect(body).toContain('16358');
      }
      // Handlebars escapes what shoppers typed.
      expect(body).not.toContain('<script>alert(1)</script>');

      // Strict validation of the MJML that Handlebars produced.
      const source = Handlebars.compile(template)(vars, { allowProtoPropertiesByDefault: true });
      const result = await mjml(source, { validationLevel: 'strict' }).catch((error: unknown) => ({
        html: '',
        errors: [error],
      }));
      expect(result.errors, `${type} (${language})`).toEqual([]);
    }
  });
});
