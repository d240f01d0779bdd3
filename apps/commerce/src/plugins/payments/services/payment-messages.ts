import type { RequestContext } from '@vendure/core';

/**
 * What the shopper reads about payment methods, in the request's language (Arabic unless the
 * request asked for English): eligibility messages and payment errors.
 */
type Language = 'ar' | 'en';

export function languageOf(ctx: Pick<RequestContext, 'languageCode'>): Language {
  return ctx.languageCode === 'en' ? 'en' : 'ar';
}

/**
 * Piasters as the shopper reads an amount, as the storefront writes a limit: `‏٣٠٬٠٠٠ ج.م.‏` or
 * `EGP 30,000` for whole pounds (a limit staff set reads as they set it), `EGP 1,299.50` otherwise.
 */
export function formatAmount(piasters: number, language: Language): string {
  const pounds = piasters / 100;
  return new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
    style: 'currency',
    currency: 'EGP',
    ...(Number.isInteger(pounds) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(pounds);
}

const MESSAGES = {
  codAboveMaximum: {
    ar: (amount: string) =>
      `الدفع عند الاستلام متاح للطلبات حتى ${amount}. يُرجى اختيار وسيلة دفع أخرى.`,
    en: (amount: string) =>
      `Cash on delivery is available for orders up to ${amount}. Please choose another payment method.`,
  },
  belowMinimum: {
    ar: (amount: string) => `التقسيط بهذه الوسيلة متاح للطلبات من ${amount} فأكثر.`,
    en: (amount: string) =>
      `Instalments with this provider are available for orders from ${amount}.`,
  },
  unavailable: {
    ar: () => 'وسيلة الدفع هذه غير متاحة حاليًا. يُرجى اختيار وسيلة أخرى.',
    en: () => 'This payment method is not available at the moment. Please choose another one.',
  },
  gatewayFailed: {
    ar: () => 'تعذّر بدء الدفع الآن. يُرجى المحاولة مرة أخرى أو اختيار وسيلة دفع أخرى.',
    en: () => 'We could not start the payment. Please try again or choose another payment method.',
  },
  phoneRequired: {
    ar: () => 'أضف رقم هاتف إلى عنوان التوصيل لإتمام الدفع.',
    en: () => 'Add a phone number to the delivery address to pay.',
  },
  noPaymentPage: {
    ar: () => 'وسيلة الدفع هذه لا تحتاج إلى صفحة دفع؛ أكمل الطلب مباشرة.',
    en: () => 'This payment method needs no payment page; place the order directly.',
  },
  declined: {
    ar: (reason: string) => `رُفضت عملية الدفع (${reason}). جرّب وسيلة دفع أخرى أو تواصل معنا.`,
    en: (reason: string) =>
      `The payment was declined (${reason}). Please try again with a different payment method, or contact us.`,
  },
  // The spec's "Payment Failed, Please try again with a different payment method, or contact us"
  // (docs/product-spec.md §8), saying why and that the money went back.
  notPlacedRefunded: {
    ar: () =>
      'فشل الدفع: نفد أحد منتجات طلبك أثناء الدفع، فأعدنا المبلغ المدفوع كاملًا. يُرجى تعديل سلتك والمحاولة مرة أخرى بوسيلة دفع أخرى، أو تواصل معنا.',
    en: () =>
      'Payment failed: an item in your order sold out while you were paying, so we refunded the full amount. Please update your cart and try again with a different payment method, or contact us.',
  },
} as const;

export type PaymentMessage = keyof typeof MESSAGES;

export function paymentMessage(
  ctx: Pick<RequestContext, 'languageCode'>,
  key: PaymentMessage,
  argument = '',
): string {
  return MESSAGES[key][languageOf(ctx)](argument);
}

/** Both languages at once, for a stored text the shopper may read later in either. */
export function bothLanguages(key: PaymentMessage, argument = ''): string {
  return `${MESSAGES[key].ar(argument)} / ${MESSAGES[key].en(argument)}`;
}
