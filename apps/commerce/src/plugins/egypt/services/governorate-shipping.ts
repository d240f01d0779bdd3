import {
  type Injector,
  type Order,
  ProductVariant,
  type RequestContext,
  ShippingCalculator,
  type ShippingMethod,
  ShippingEligibilityChecker,
  TransactionalConnection,
} from '@vendure/core';
import type { ConfigArgs, ConfigArgValues } from '@vendure/core/dist/common/configurable-operation';
import { In } from 'typeorm';
import { bilingual } from '../../../common/labels';
import { EgyptDirectoryService, type GovernorateRecord } from './egypt-directory.service';
import type { DeliveryRegion } from './governorates.data';

/**
 * Delivery within Egypt priced by the governorate of the shipping address (its `province`, or
 * failing that its `city`, see address-matching.ts). Governorates are grouped into delivery
 * regions; staff set a price and extra days per region as arguments of the shipping method in
 * the Admin API. The quote's metadata carries the governorate and the expected delivery days.
 */

/** What a shipping quote tells the storefront besides the price (`metadata` in the Shop API). */
export interface DeliveryQuoteMetadata {
  governorateCode: string;
  deliveryRegion: DeliveryRegion;
  /** Working days from order to delivery: the slowest product's days plus the region's extra. */
  deliveryDays: number;
}

const currency = { component: 'currency-form-input' } as const;

const priceArgs = {
  greaterCairoPrice: {
    type: 'int',
    defaultValue: 7_500,
    ui: currency,
    label: bilingual('السعر: القاهرة والجيزة', 'Price: Cairo and Giza'),
  },
  deltaCanalPrice: {
    type: 'int',
    defaultValue: 10_000,
    ui: currency,
    label: bilingual(
      'السعر: الإسكندرية والدلتا ومدن القناة',
      'Price: Alexandria, the Delta and the Canal',
    ),
  },
  upperEgyptPrice: {
    type: 'int',
    defaultValue: 15_000,
    ui: currency,
    label: bilingual('السعر: الصعيد (من الفيوم إلى أسوان)', 'Price: Upper Egypt (Faiyum to Aswan)'),
  },
  remotePrice: {
    type: 'int',
    defaultValue: 20_000,
    ui: currency,
    label: bilingual(
      'السعر: البحر الأحمر ومطروح والوادي الجديد وسيناء',
      'Price: Red Sea, Matrouh, New Valley and Sinai',
    ),
  },
} as const satisfies ConfigArgs;

const deliveryDayArgs = {
  defaultDeliveryDays: {
    type: 'int',
    defaultValue: 3,
    label: bilingual(
      'أيام التوصيل في القاهرة والجيزة لمنتج لم تُحدد مدته',
      'Delivery days in Cairo and Giza for a product without its own',
    ),
  },
  deltaCanalExtraDays: {
    type: 'int',
    defaultValue: 1,
    label: bilingual('أيام إضافية: الإسكندرية والدلتا والقناة', 'Extra days: Delta and Canal'),
  },
  upperEgyptExtraDays: {
    type: 'int',
    defaultValue: 3,
    label: bilingual('أيام إضافية: الصعيد', 'Extra days: Upper Egypt'),
  },
  remoteExtraDays: {
    type: 'int',
    defaultValue: 5,
    label: bilingual('أيام إضافية: المحافظات الحدودية', 'Extra days: frontier governorates'),
  },
  taxRate: {
    type: 'float',
    defaultValue: 14,
    ui: { component: 'number-form-input', suffix: '%', min: 0 },
    label: bilingual('نسبة ضريبة القيمة المضافة على التوصيل', 'VAT rate on delivery'),
  },
} as const satisfies ConfigArgs;

type PriceArgs = ConfigArgValues<typeof priceArgs>;
type DeliveryDayArgs = ConfigArgValues<typeof deliveryDayArgs>;

let directory: EgyptDirectoryService | undefined;
let connection: TransactionalConnection | undefined;

function init(injector: Injector): void {
  directory = injector.get(EgyptDirectoryService);
  connection = injector.get(TransactionalConnection);
}

function directoryService(): EgyptDirectoryService {
  if (!directory) {
    throw new Error('The Egypt shipping operations were used before initialisation.');
  }
  return directory;
}

async function governorateOfOrder(order: Order): Promise<GovernorateRecord | undefined> {
  return directoryService().governorateOf(order.shippingAddress ?? {});
}

/** Free shipping flag and delivery days of each product in the order. */
async function productsOf(
  ctx: RequestContext,
  order: Order,
): Promise<Array<{ freeShipping: boolean; deliveryDays: number | null }>> {
  if (!connection) {
    throw new Error('The Egypt shipping operations were used before initialisation.');
  }
  const variantIds = [...new Set(order.lines.map((line) => line.productVariantId))];
  if (!variantIds.length) {
    return [];
  }
  const variants = await connection.getRepository(ctx, ProductVariant).find({
    where: { id: In(variantIds) },
    relations: { product: true },
    withDeleted: true,
  });
  return variants.map((variant) => ({
    freeShipping: variant.product.customFields.freeShipping,
    deliveryDays: variant.product.customFields.deliveryDays,
  }));
}

export function regionPrice(region: DeliveryRegion, args: PriceArgs): number {
  switch (region) {
    case 'greater-cairo':
      return args.greaterCairoPrice;
    case 'delta-canal':
      return args.deltaCanalPrice;
    case 'upper-egypt':
      return args.upperEgyptPrice;
    case 'remote':
      return args.remotePrice;
  }
}

export function deliveryDays(
  region: DeliveryRegion,
  productDays: ReadonlyArray<number | null>,
  args: Omit<DeliveryDayArgs, 'taxRate'>,
): number {
  const slowest = Math.max(0, ...productDays.map((days) => days ?? args.defaultDeliveryDays));
  const extra = {
    'greater-cairo': 0,
    'delta-canal': args.deltaCanalExtraDays,
    'upper-egypt': args.upperEgyptExtraDays,
    remote: args.remoteExtraDays,
  }[region];
  return (slowest || args.defaultDeliveryDays) + extra;
}

/** What decides a delivery price: the region of the governorate, and a city's own price. */
interface PricedPlace {
  region: DeliveryRegion;
  /** The price staff set for the address's city; null when they set none. */
  cityPrice: () => Promise<number | null>;
}

async function quote(
  ctx: RequestContext,
  order: Order,
  args: DeliveryDayArgs,
  price: (place: PricedPlace) => number | Promise<number>,
) {
  const place = await directoryService().placeOf(order.shippingAddress ?? {});
  if (!place) {
    return undefined;
  }
  const { governorate, city } = place;
  const products = await productsOf(ctx, order);
  const metadata: DeliveryQuoteMetadata = {
    governorateCode: governorate.code,
    deliveryRegion: governorate.deliveryRegion,
    deliveryDays: deliveryDays(
      governorate.deliveryRegion,
      products.map((product) => product.deliveryDays),
      args,
    ),
  };
  return {
    price: await price({
      region: governorate.deliveryRegion,
      cityPrice: () =>
        city ? directoryService().cityDeliveryPrice(ctx, city.id) : Promise.resolve(null),
    }),
    priceIncludesTax: ctx.channel.pricesIncludeTax,
    taxRate: args.taxRate,
    metadata,
  };
}

export const governorateShippingCalculator = new ShippingCalculator({
  code: 'dar-governorate-shipping',
  description: bilingual(
    'سعر التوصيل حسب محافظة عنوان الشحن',
    'Delivery priced by the governorate of the shipping address',
  ),
  args: { ...priceArgs, ...deliveryDayArgs },
  init,
  // A city with a price of its own (staff set it in the dashboard) costs that, else its region's.
  calculate: (ctx, order, args) =>
    quote(
      ctx,
      order,
      args,
      async ({ region, cityPrice }) => (await cityPrice()) ?? regionPrice(region, args),
    ),
});

export const freeDeliveryCalculator = new ShippingCalculator({
  code: 'dar-free-delivery',
  description: bilingual(
    'توصيل مجاني، مع مدة التوصيل حسب المحافظة',
    'Free delivery, with delivery days by governorate',
  ),
  args: deliveryDayArgs,
  init,
  calculate: (ctx, order, args) => quote(ctx, order, args, () => 0),
});

/** Governorates express delivery serves: Cairo and Giza (ISO 3166-2:EG). */
export const EXPRESS_GOVERNORATES: readonly string[] = ['EG-C', 'EG-GZ'];

/**
 * Express delivery within Cairo and Giza: a flat price, and the standard delivery days shortened
 * by `daysFaster` (never under `minimumDays`): furniture made to order still takes its time.
 */
export const expressDeliveryCalculator = new ShippingCalculator({
  code: 'dar-express-delivery',
  description: bilingual(
    'توصيل سريع في القاهرة والجيزة بسعر ثابت',
    'Express delivery in Cairo and Giza at a flat price',
  ),
  args: {
    price: {
      type: 'int',
      defaultValue: 15_000,
      ui: currency,
      label: bilingual('السعر', 'Price'),
    },
    daysFaster: {
      type: 'int',
      defaultValue: 2,
      label: bilingual('أيام أسرع من التوصيل العادي', 'Days faster than standard delivery'),
    },
    minimumDays: {
      type: 'int',
      defaultValue: 1,
      label: bilingual('أقل مدة توصيل بالأيام', 'Shortest delivery, in days'),
    },
    defaultDeliveryDays: deliveryDayArgs.defaultDeliveryDays,
    taxRate: deliveryDayArgs.taxRate,
  },
  init,
  calculate: async (ctx, order, args) => {
    const standard = await quote(
      ctx,
      order,
      { ...args, deltaCanalExtraDays: 0, upperEgyptExtraDays: 0, remoteExtraDays: 0 },
      () => args.price,
    );
    if (!standard) return undefined;
    const metadata: DeliveryQuoteMetadata = {
      ...standard.metadata,
      deliveryDays: Math.max(args.minimumDays, standard.metadata.deliveryDays - args.daysFaster),
    };
    return { ...standard, metadata };
  },
});

export const expressDeliveryChecker = new ShippingEligibilityChecker({
  code: 'dar-express-delivery',
  description: bilingual(
    'عنوان الشحن في القاهرة أو الجيزة',
    'The shipping address is in Cairo or Giza',
  ),
  args: {},
  init,
  check: async (_ctx, order) => {
    const governorate = await governorateOfOrder(order);
    return (
      !!governorate && order.lines.length > 0 && EXPRESS_GOVERNORATES.includes(governorate.code)
    );
  },
});

export const egyptDeliveryChecker = new ShippingEligibilityChecker({
  code: 'dar-egypt-delivery',
  description: bilingual(
    'عنوان الشحن في محافظة مصرية معروفة',
    'The shipping address is in a known Egyptian governorate',
  ),
  args: {},
  init,
  check: async (_ctx, order) => (await governorateOfOrder(order)) !== undefined,
});

export const freeDeliveryChecker = new ShippingEligibilityChecker({
  code: 'dar-free-delivery',
  description: bilingual(
    'شحن مجاني: كل المنتجات عليها شحن مجاني، أو الطلب يتجاوز الحد الأدنى',
    'Free delivery: every product ships free, or the order reaches the minimum',
  ),
  args: {
    minimumOrderWithTax: {
      type: 'int',
      defaultValue: 1_500_000,
      ui: currency,
      label: bilingual(
        'الحد الأدنى للطلب شاملًا الضريبة (٠ لإيقافه)',
        'Minimum order, VAT included (0 turns it off)',
      ),
    },
  },
  init,
  check: async (ctx, order, args) =>
    !!(await governorateOfOrder(order)) && freeWherever(ctx, order, args.minimumOrderWithTax),
});

/**
 * Free delivery to any governorate the shop delivers to: the order reaches the minimum (VAT
 * included; 0 turns it off), or every product in it ships free.
 */
async function freeWherever(
  ctx: RequestContext,
  order: Order,
  minimumOrderWithTax: number,
): Promise<boolean> {
  if (!order.lines.length) return false;
  if (minimumOrderWithTax > 0 && order.subTotalWithTax >= minimumOrderWithTax) return true;
  const products = await productsOf(ctx, order);
  return products.length > 0 && products.every((product) => product.freeShipping);
}

/**
 * Whether delivery will be free wherever the order goes, before it has an address (the cart's
 * "Free" instead of "calculated at checkout"): by the enabled free-delivery methods' own minimum.
 */
export async function isDeliveryFreeWherever(
  ctx: RequestContext,
  order: Order,
  methods: readonly ShippingMethod[],
): Promise<boolean> {
  for (const method of methods) {
    if (method.checker.code !== freeDeliveryChecker.code) continue;
    const minimum = Number(
      method.checker.args.find((arg) => arg.name === 'minimumOrderWithTax')?.value ?? 0,
    );
    if (await freeWherever(ctx, order, minimum)) return true;
  }
  return false;
}
