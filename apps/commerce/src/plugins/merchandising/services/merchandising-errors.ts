import { ErrorResult } from '@vendure/core';
// The Shop API's unions recognise errors by an instance of its ErrorResult base, which Vendure
// does not export from its root (that one is the Admin API's).
import { ErrorResult as ShopErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

/** The input field a staff-caused failure is about; the message explains what it needs. */
export type MerchandisingInputField = 'endsAt' | 'url' | 'timeView' | 'promotionId' | 'assetId';

/**
 * Staff-caused failures of the Admin API's create and update mutations. The message is an i18n
 * key (`errorResult.<CODE>`), translated by Vendure into the request's language from
 * {@link MERCHANDISING_ERROR_MESSAGES}.
 */
export class InvalidMerchandisingInputError extends ErrorResult {
  override readonly __typename = 'InvalidMerchandisingInputError';
  override readonly errorCode = 'INVALID_MERCHANDISING_INPUT_ERROR';
  override readonly message = 'INVALID_MERCHANDISING_INPUT_ERROR';

  constructor(readonly field: MerchandisingInputField) {
    super();
  }
}

/** Why `selectedPromotion` gives no coupon. */
export type WheelPromotionUnavailableReason = 'NOT_AVAILABLE' | 'ENDED' | 'USED_UP';

/** The shopper's wheel landed on an offer they cannot have (any more). */
export class WheelPromotionUnavailableError extends ShopErrorResult {
  override readonly __typename = 'WheelPromotionUnavailableError';
  override readonly errorCode = 'WHEEL_PROMOTION_UNAVAILABLE_ERROR';
  override readonly message = 'WHEEL_PROMOTION_UNAVAILABLE_ERROR';

  constructor(readonly reason: WheelPromotionUnavailableReason) {
    super();
  }
}

const INPUT_MESSAGES: Record<'ar' | 'en', Record<MerchandisingInputField, string>> = {
  en: {
    endsAt: 'The end date must come after the start date.',
    url: 'The link must be a shop path starting with a single "/" or an https address.',
    timeView: 'The display time must be a whole number of seconds, 0 or more.',
    promotionId: 'Choose a promotion of this channel that has a coupon code.',
    assetId: 'The picture does not exist.',
  },
  ar: {
    endsAt: 'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.',
    url: 'يجب أن يكون الرابط مسارًا في المتجر يبدأ بعلامة "/" واحدة أو عنوانًا يبدأ بـ https.',
    timeView: 'يجب أن تكون مدة العرض عددًا صحيحًا من الثواني، صفرًا أو أكثر.',
    promotionId: 'اختر عرضًا ترويجيًا من هذه القناة له كود خصم.',
    assetId: 'الصورة غير موجودة.',
  },
};

const UNAVAILABLE_MESSAGES: Record<'ar' | 'en', Record<WheelPromotionUnavailableReason, string>> = {
  en: {
    NOT_AVAILABLE: 'This offer is not available.',
    ENDED: 'This offer has ended.',
    USED_UP: 'This offer has already been used.',
  },
  ar: {
    NOT_AVAILABLE: 'هذا العرض غير متاح.',
    ENDED: 'انتهى هذا العرض.',
    USED_UP: 'تم استخدام هذا العرض بالفعل.',
  },
};

/**
 * Vendure's own coupon errors, which `applyCouponCode` returns, have no Arabic text: the shopper
 * who pastes a wheel coupon reads them in the storefront's language.
 */
const COUPON_MESSAGES_AR = {
  COUPON_CODE_EXPIRED_ERROR: 'انتهت صلاحية كود الخصم "{ couponCode }".',
  COUPON_CODE_INVALID_ERROR: 'كود الخصم "{ couponCode }" غير صحيح.',
  COUPON_CODE_LIMIT_ERROR:
    'لا يمكن استخدام كود الخصم أكثر من {limit, plural, one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}} لكل عميل.',
};

function select(field: string, cases: Record<string, string>): string {
  const options = Object.entries(cases)
    .map(([key, text]) => `${key} {${text}}`)
    .join(' ');
  return `{${field}, select, ${options} other {}}`;
}

export const MERCHANDISING_ERROR_MESSAGES = {
  en: {
    INVALID_MERCHANDISING_INPUT_ERROR: select('field', INPUT_MESSAGES.en),
    WHEEL_PROMOTION_UNAVAILABLE_ERROR: select('reason', UNAVAILABLE_MESSAGES.en),
  },
  ar: {
    INVALID_MERCHANDISING_INPUT_ERROR: select('field', INPUT_MESSAGES.ar),
    WHEEL_PROMOTION_UNAVAILABLE_ERROR: select('reason', UNAVAILABLE_MESSAGES.ar),
    ...COUPON_MESSAGES_AR,
  },
} as const;

/** The texts the e2e spec compares with: what a caller reads. */
export const MERCHANDISING_MESSAGES = { input: INPUT_MESSAGES, unavailable: UNAVAILABLE_MESSAGES };
