import type { PictureSpec } from './merchandising-pictures';

export interface Localized {
  ar: string;
  en: string;
}

/** The storefront page key of the home page's banners. */
export const HOME_PAGE = 'home';

export interface SeedBanner {
  picture: PictureSpec;
  url: string;
  title: Localized;
  altText: Localized;
}

/** The home page's carousel, in position order. */
export const SEED_BANNERS: readonly SeedBanner[] = [
  {
    picture: { scene: 'living-room', background: '#efe6da', accent: '#3f6b73' },
    url: '/products/c/living-room',
    title: { ar: 'غرف معيشة تجمع العائلة', en: 'Living rooms made for family evenings' },
    altText: {
      ar: 'كنبة زرقاء طويلة أمام طاولة قهوة مستديرة ونبتة طويلة',
      en: 'A long blue sofa behind a round coffee table and a tall plant',
    },
  },
  {
    picture: { scene: 'bedroom', background: '#e6e3ee', accent: '#7a5c8f' },
    url: '/products/c/bedroom',
    title: { ar: 'نوم هادئ يبدأ من سرير مريح', en: 'Restful nights start with the right bed' },
    altText: {
      ar: 'سرير مرتب بظهر مبطن بين كومودينو ومصباحين معلقين',
      en: 'A made bed with an upholstered headboard between two bedside tables and pendant lamps',
    },
  },
  {
    picture: { scene: 'ramadan', background: '#23324a', accent: '#e0b65a' },
    url: '/collection/ramadan-picks',
    title: { ar: 'اختيارات رمضان لسفرة العائلة', en: 'Ramadan picks for the family table' },
    altText: {
      ar: 'هلال وفوانيس معلقة فوق سفرة طويلة',
      en: 'A crescent moon and hanging lanterns over a long dining table',
    },
  },
];

export const SEED_SUPER_BANNER = {
  picture: { scene: 'newlyweds', background: '#f3e4dc', accent: '#b0625a' } as PictureSpec,
  url: '/collection/newlyweds',
  title: { ar: 'بيتكم الأول يبدأ من هنا', en: 'Your first home starts here' },
  altText: {
    ar: 'كرسيان متقابلان حول طاولة صغيرة عليها ورد',
    en: 'Two armchairs facing each other around a small table with flowers',
  },
} as const;

/** `{amount}` is replaced by the free-delivery threshold in each language's format. */
export const SEED_ALERT = {
  url: '/products',
  name: {
    ar: 'توصيل مجاني لكل الطلبات من {amount}',
    en: 'Free delivery on every order from {amount}',
  },
} as const;

/** How a seeded promotion discounts; mapped to Vendure's own conditions and actions. */
export type SeedDiscount =
  | { kind: 'percentage'; percent: number }
  | { kind: 'fixed'; amount: number; minimumOrder: number }
  | { kind: 'free-shipping' };

export interface SeedWheelOffer {
  couponCode: string;
  discount: SeedDiscount;
  /** The segment's label on the wheel. */
  label: Localized;
  /** The promotion's name and description, shown in the cart and the Admin UI. */
  name: Localized;
  description: Localized;
  timeView: number;
}

/**
 * The wheel's segments and the promotions behind them: real Vendure promotions with a coupon
 * code each, usable once per customer. Amounts are in piastres (EGP × 100), VAT included.
 */
export const SEED_WHEEL_OFFERS: readonly SeedWheelOffer[] = [
  {
    couponCode: 'WHEEL5',
    discount: { kind: 'percentage', percent: 5 },
    label: { ar: 'خصم ٥٪', en: '5% off' },
    name: { ar: 'عجلة الحظ: خصم ٥٪', en: 'Lucky wheel: 5% off' },
    description: {
      ar: 'خصم ٥٪ على الطلب كله، مرة واحدة لكل عميل.',
      en: '5% off the whole order, once per customer.',
    },
    timeView: 30,
  },
  {
    couponCode: 'WHEELSHIP',
    discount: { kind: 'free-shipping' },
    label: { ar: 'توصيل مجاني', en: 'Free delivery' },
    name: { ar: 'عجلة الحظ: توصيل مجاني', en: 'Lucky wheel: free delivery' },
    description: {
      ar: 'توصيل مجاني لطلبك، مرة واحدة لكل عميل.',
      en: 'Free delivery on your order, once per customer.',
    },
    timeView: 30,
  },
  {
    couponCode: 'WHEEL10',
    discount: { kind: 'percentage', percent: 10 },
    label: { ar: 'خصم ١٠٪', en: '10% off' },
    name: { ar: 'عجلة الحظ: خصم ١٠٪', en: 'Lucky wheel: 10% off' },
    description: {
      ar: 'خصم ١٠٪ على الطلب كله، مرة واحدة لكل عميل.',
      en: '10% off the whole order, once per customer.',
    },
    timeView: 30,
  },
  {
    couponCode: 'WHEEL500',
    discount: { kind: 'fixed', amount: 50_000, minimumOrder: 750_000 },
    label: { ar: 'خصم ٥٠٠ ج.م.', en: 'EGP 500 off' },
    name: { ar: 'عجلة الحظ: خصم ٥٠٠ جنيه', en: 'Lucky wheel: EGP 500 off' },
    description: {
      ar: 'خصم ٥٠٠ جنيه على الطلبات من ٧٬٥٠٠ جنيه، مرة واحدة لكل عميل.',
      en: 'EGP 500 off orders from EGP 7,500, once per customer.',
    },
    timeView: 30,
  },
  {
    couponCode: 'WHEEL15',
    discount: { kind: 'percentage', percent: 15 },
    label: { ar: 'خصم ١٥٪', en: '15% off' },
    name: { ar: 'عجلة الحظ: خصم ١٥٪', en: 'Lucky wheel: 15% off' },
    description: {
      ar: 'خصم ١٥٪ على الطلب كله، مرة واحدة لكل عميل.',
      en: '15% off the whole order, once per customer.',
    },
    timeView: 30,
  },
];
