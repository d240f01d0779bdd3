import type { INestApplication } from '@nestjs/common';
import {
  ChannelService,
  Customer,
  CustomerService,
  isGraphQlErrorResult,
  LanguageCode,
  Logger,
  Order,
  OrderService,
  Product,
  type ProductVariant,
  type RequestContext,
  RequestContextService,
  StockLevelService,
  TransactionalConnection,
} from '@vendure/core';
import { ProductView } from '../plugins/listings/entities/product-view.entity';

const loggerCtx = 'DarSeed';

/** How much history a demo shop starts with: enough for two full rails, little enough to be quick. */
export const DEMO_HISTORY = {
  /** Products someone has looked at in the last 30 days. */
  viewedProducts: 24,
  /** Orders placed by demo shoppers over the last 90 days, cash on delivery. */
  orders: 18,
} as const;

/** A small deterministic generator: the same demo history on every fresh install. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Two pieces and the delivery stay under cash on delivery's cap (EGP 30,000): EGP 12,000 a piece. */
const MAX_DEMO_PIECE_PRICE = 1_200_000;

const SHOPPERS = [
  { firstName: 'منى', lastName: 'حسن', city: 'الدقي', province: 'الجيزة' },
  { firstName: 'عمر', lastName: 'سالم', city: 'مدينة نصر', province: 'القاهرة' },
  { firstName: 'ليلى', lastName: 'مصطفى', city: 'سموحة', province: 'الإسكندرية' },
  { firstName: 'Karim', lastName: 'Adel', city: 'المعادي', province: 'القاهرة' },
  { firstName: 'Nour', lastName: 'Fathy', city: 'الشيخ زايد', province: 'الجيزة' },
  { firstName: 'يوسف', lastName: 'إبراهيم', city: 'المنصورة', province: 'الدقهلية' },
] as const;

/**
 * Gives a freshly seeded demo shop the history a living shop has (SEED_DEMO_HISTORY, which
 * `npm start` sets): product views from many sessions over the last 30 days, and cash-on-delivery
 * orders from a few demo shoppers over the last 90 days, placed through Vendure's order services
 * (stock, totals, emails as for any order) and then dated back. The home page's "most watched" and
 * "best sellers" rails then rank real history instead of their fallbacks.
 */
export async function seedDemoHistory(
  app: INestApplication,
  now = new Date(),
): Promise<{ views: number; orders: number }> {
  const random = generator(2025);
  const connection = app.get(TransactionalConnection);
  const channel = await app.get(ChannelService).getDefaultChannel();
  const ctx: RequestContext = await app.get(RequestContextService).create({
    apiType: 'shop',
    languageCode: LanguageCode.ar,
    channelOrToken: channel,
  });

  const products = await connection.rawConnection.getRepository(Product).find({
    where: { enabled: true },
    relations: ['variants', 'variants.productVariantPrices'],
    order: { id: 'ASC' },
  });
  const shown = products.filter((product) => product.deletedAt === null);

  // Views: a few products watched a lot, many a little (a long tail), in many sessions.
  const viewed = [...shown].sort(() => random() - 0.5).slice(0, DEMO_HISTORY.viewedProducts);
  const views: ProductView[] = [];
  let session = 1_000_000;
  viewed.forEach((product, rank) => {
    const count = Math.max(1, Math.round(40 / (rank + 1) + random() * 4));
    for (let i = 0; i < count; i += 1) {
      views.push(
        new ProductView({
          productId: product.id,
          channelId: channel.id,
          sessionId: (session += 1),
          customerId: null,
          viewedAt: new Date(now.getTime() - Math.floor(random() * 29 * DAY_MS)),
        }),
      );
    }
  });
  await connection.rawConnection.getRepository(ProductView).save(views, { chunk: 200 });

  // Orders: one or two pieces of products with stock to spare, within cash on delivery's cap.
  const stock = app.get(StockLevelService);
  const candidates: ProductVariant[] = [];
  for (const product of [...shown].sort(() => random() - 0.5)) {
    const variant = product.variants.find(
      (v) =>
        v.enabled &&
        v.deletedAt === null &&
        v.productVariantPrices.some((price) => price.price <= MAX_DEMO_PIECE_PRICE),
    );
    if (!variant) continue;
    const { stockOnHand, stockAllocated } = await stock.getAvailableStock(ctx, variant.id);
    if (stockOnHand - stockAllocated >= 4) candidates.push(variant);
    if (candidates.length >= 12) break;
  }
  let placed = 0;
  for (let index = 0; index < DEMO_HISTORY.orders && candidates.length > 0; index += 1) {
    // The first candidates sell most: a best-seller list with a clear top.
    const variant = candidates[Math.floor(random() ** 2 * candidates.length)]!;
    const shopper = SHOPPERS[index % SHOPPERS.length]!;
    try {
      // One transaction per order, as a Shop API request has (addPaymentToOrder requires one).
      const order = await connection.withTransaction(ctx, (tx) =>
        placeDemoOrder(app, tx, variant, shopper, index),
      );
      await connection.rawConnection.getRepository(Order).update(order.id, {
        orderPlacedAt: new Date(now.getTime() - Math.floor((1 + random() * 85) * DAY_MS)),
      });
      placed += 1;
    } catch (error) {
      // History is decoration: a refused order (stock, the COD cap) is skipped, not fatal.
      Logger.warn(`A demo order was skipped: ${String(error)}`, loggerCtx);
    }
  }
  Logger.info(`Demo history: ${views.length} product views, ${placed} orders`, loggerCtx);
  return { views: views.length, orders: placed };
}

async function placeDemoOrder(
  app: INestApplication,
  ctx: RequestContext,
  variant: ProductVariant,
  shopper: (typeof SHOPPERS)[number],
  index: number,
): Promise<Order> {
  const orders = app.get(OrderService);
  const fail = (step: string, result: unknown): never => {
    throw new Error(`${step}: ${JSON.stringify(result)}`);
  };
  const order = await orders.create(ctx);
  const added = await orders.addItemToOrder(ctx, order.id, variant.id, 1 + (index % 2));
  if (isGraphQlErrorResult(added)) fail('addItemToOrder', added);
  const customer = await app.get(CustomerService).createOrUpdate(
    ctx,
    {
      emailAddress: `demo-shopper-${(index % SHOPPERS.length) + 1}@example.com`,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
    },
    false,
  );
  if (!(customer instanceof Customer)) return fail('customer', customer);
  await orders.addCustomerToOrder(ctx, order.id, customer);
  await orders.setShippingAddress(ctx, order.id, {
    fullName: `${shopper.firstName} ${shopper.lastName}`,
    streetLine1: `${10 + index} شارع التحرير`,
    city: shopper.city,
    province: shopper.province,
    countryCode: 'EG',
    phoneNumber: '01223456789',
  });
  const methods = await orders.getEligibleShippingMethods(ctx, order.id);
  if (!methods[0]) fail('shipping', methods);
  const shipped = await orders.setShippingMethod(ctx, order.id, [methods[0]!.id]);
  if (isGraphQlErrorResult(shipped)) fail('setShippingMethod', shipped);
  const arranging = await orders.transitionToState(ctx, order.id, 'ArrangingPayment');
  if (isGraphQlErrorResult(arranging)) fail('ArrangingPayment', arranging);
  const paid = await orders.addPaymentToOrder(ctx, order.id, {
    method: 'cash-on-delivery',
    metadata: {},
  });
  if (isGraphQlErrorResult(paid)) fail('addPaymentToOrder', paid);
  return paid as Order;
}
