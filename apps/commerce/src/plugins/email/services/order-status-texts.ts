import type { EmailLanguage } from './email-language';

/**
 * What the order-status email says for each state a shopper is told about (the order-lifecycle
 * plugin's states, plus Vendure's Delivered). Shipping and cancelling have emails of their own.
 * `{code}` is replaced by the order's code.
 */
export const ORDER_STATUS_EMAILS = {
  Confirmed: {
    ar: {
      subject: 'تم تأكيد طلبك رقم {code}',
      title: 'تم تأكيد طلبك',
      message: 'راجعنا طلبك وأكدناه، وبدأنا في تجهيزه. سنرسل لك رسالة عند خروجه للتوصيل.',
    },
    en: {
      subject: 'Your order {code} is confirmed',
      title: 'Your order is confirmed',
      message:
        'We have checked and confirmed your order and started preparing it. We will write again when it is out for delivery.',
    },
  },
  Delivered: {
    ar: {
      subject: 'تم توصيل طلبك رقم {code}',
      title: 'تم توصيل طلبك',
      message:
        'نتمنى أن تسعدك قطعك الجديدة. إذا لم يعجبك شيء، يمكنك طلب الإرجاع من صفحة الطلب خلال ٣٠ يومًا من التوصيل.',
    },
    en: {
      subject: 'Your order {code} has been delivered',
      title: 'Your order has been delivered',
      message:
        'We hope you enjoy your new pieces. If something is not right, you can request a return from the order page within 30 days of delivery.',
    },
  },
  Rejected: {
    ar: {
      subject: 'لم نتمكن من تنفيذ طلبك رقم {code}',
      title: 'لم نتمكن من تنفيذ طلبك',
      message:
        'نأسف، لم نتمكن من تنفيذ هذا الطلب. إذا كنت قد دفعت، فسنرد المبلغ بنفس طريقة الدفع خلال ١٤ يومًا.',
    },
    en: {
      subject: 'We could not fulfil your order {code}',
      title: 'We could not fulfil your order',
      message:
        'We are sorry: we could not fulfil this order. If you paid for it, the amount will be refunded by the same method within 14 days.',
    },
  },
  BeingReturned: {
    ar: {
      subject: 'استلمنا طلب إرجاع الطلب رقم {code}',
      title: 'جارٍ إرجاع طلبك',
      message: 'سيتصل بك مندوبنا لتحديد موعد استلام المنتجات. نرجو إبقاءها في حالتها الأصلية.',
    },
    en: {
      subject: 'We received the return request for order {code}',
      title: 'Your order is being returned',
      message:
        'Our courier will call you to arrange a collection time. Please keep the products as you received them.',
    },
  },
  Returned: {
    ar: {
      subject: 'تم إرجاع طلبك رقم {code}',
      title: 'تم إرجاع طلبك',
      message: 'استلمنا المنتجات المرتجعة. سنرد المبلغ بنفس طريقة الدفع خلال ١٤ يومًا.',
    },
    en: {
      subject: 'Your order {code} has been returned',
      title: 'Your order has been returned',
      message:
        'We have received the returned products. The amount will be refunded by the same method within 14 days.',
    },
  },
  BeingFixed: {
    ar: {
      subject: 'جارٍ إصلاح طلبك رقم {code}',
      title: 'جارٍ إصلاح طلبك',
      message: 'يعمل فريقنا على إصلاح القطعة، وسنخبرك فور انتهاء الإصلاح.',
    },
    en: {
      subject: 'Your order {code} is being fixed',
      title: 'Your order is being fixed',
      message: 'Our team is repairing the piece, and we will let you know as soon as it is done.',
    },
  },
  Fixed: {
    ar: {
      subject: 'تم إصلاح طلبك رقم {code}',
      title: 'تم إصلاح طلبك',
      message: 'انتهى إصلاح القطعة. شكرًا لصبرك.',
    },
    en: {
      subject: 'Your order {code} has been fixed',
      title: 'Your order has been fixed',
      message: 'The repair is done. Thank you for your patience.',
    },
  },
  BeingExchanged: {
    ar: {
      subject: 'جارٍ استبدال طلبك رقم {code}',
      title: 'جارٍ استبدال طلبك',
      message: 'نجهز القطعة البديلة، وسيتصل بك مندوبنا لتحديد موعد التبديل.',
    },
    en: {
      subject: 'Your order {code} is being exchanged',
      title: 'Your order is being exchanged',
      message:
        'We are preparing the replacement, and our courier will call you to arrange the exchange.',
    },
  },
  Exchanged: {
    ar: {
      subject: 'تم استبدال طلبك رقم {code}',
      title: 'تم استبدال طلبك',
      message: 'تم تسليم القطعة البديلة. نتمنى أن تنال إعجابك.',
    },
    en: {
      subject: 'Your order {code} has been exchanged',
      title: 'Your order has been exchanged',
      message: 'The replacement has been delivered. We hope you like it.',
    },
  },
} as const satisfies Record<
  string,
  Record<EmailLanguage, { subject: string; title: string; message: string }>
>;

export type StatusEmailState = keyof typeof ORDER_STATUS_EMAILS;

export function isStatusEmailState(state: string): state is StatusEmailState {
  return Object.hasOwn(ORDER_STATUS_EMAILS, state);
}

export function orderStatusTexts(state: StatusEmailState, language: EmailLanguage, code: string) {
  const texts = ORDER_STATUS_EMAILS[state][language];
  return {
    subject: texts.subject.replace('{code}', code),
    title: texts.title,
    message: texts.message,
  };
}
