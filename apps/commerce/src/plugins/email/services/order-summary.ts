import {
  type Injector,
  type Order,
  OrderService,
  type RequestContext,
  type ShippingMethod,
  TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';
import {
  type EmailLanguage,
  type EmailLinks,
  formatDate,
  formatMoney,
  formatPercent,
  storefrontLink,
} from './email-language';

/**
 * An order as its emails show it: plain, JSON-safe values (the email job queue serialises them),
 * names in the email's language and money already formatted for it.
 */
export interface OrderSummary {
  code: string;
  url: string;
  placedAt: string;
  customerName: string;
  lines: Array<{ name: string; quantity: number; unitPrice: string; linePrice: string }>;
  discounts: Array<{ description: string; amount: string }>;
  subTotal: string;
  shippingMethod: string;
  shipping: string;
  total: string;
  /** One row per VAT rate: "VAT 14%", the amount it is charged on, and the tax. */
  taxSummary: Array<{ label: string; base: string; tax: string }>;
  totalWithoutVat: string;
  vat: string;
  shippingAddress: string[];
  cancellationReason: string | null;
  labels: OrderSummaryLabels;
}

type OrderSummaryLabels = Record<
  | 'item'
  | 'quantity'
  | 'price'
  | 'subTotal'
  | 'shipping'
  | 'total'
  | 'vatSummary'
  | 'rate'
  | 'taxBase'
  | 'tax'
  | 'totalWithoutVat'
  | 'vatIncluded'
  | 'shippingTo',
  string
>;

const LABELS: Record<EmailLanguage, OrderSummaryLabels> = {
  ar: {
    item: 'المنتج',
    quantity: 'الكمية',
    price: 'السعر',
    subTotal: 'المجموع الفرعي',
    shipping: 'التوصيل',
    total: 'الإجمالي',
    vatSummary: 'ملخص ضريبة القيمة المضافة',
    rate: 'النسبة',
    taxBase: 'المبلغ الخاضع للضريبة',
    tax: 'الضريبة',
    totalWithoutVat: 'الإجمالي بدون الضريبة',
    vatIncluded: 'الأسعار شاملة ضريبة القيمة المضافة',
    shippingTo: 'عنوان التوصيل',
  },
  en: {
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    subTotal: 'Subtotal',
    shipping: 'Delivery',
    total: 'Total',
    vatSummary: 'VAT summary',
    rate: 'Rate',
    taxBase: 'Taxable amount',
    tax: 'VAT',
    totalWithoutVat: 'Total excluding VAT',
    vatIncluded: 'Prices include VAT',
    shippingTo: 'Delivery address',
  },
};

const ORDER_RELATIONS = [
  'customer',
  'lines',
  'lines.productVariant',
  'lines.productVariant.translations',
  'shippingLines',
  'shippingLines.shippingMethod',
  // Order.taxSummary reads the surcharges too.
  'surcharges',
] as const;

/** Loads the order with what its emails need and summarises it in `language`. */
export async function loadOrderSummary(
  ctx: RequestContext,
  injector: Injector,
  orderId: Order['id'],
  language: EmailLanguage,
  links: EmailLinks,
): Promise<OrderSummary> {
  const order = await injector.get(OrderService).findOne(ctx, orderId, [...ORDER_RELATIONS]);
  if (!order) {
    throw new Error(`Order ${orderId} not found for its email.`);
  }
  const methodIds = order.shippingLines.map((line) => line.shippingMethodId);
  const methods = methodIds.length
    ? await injector
        .get(TransactionalConnection)
        .getRepository(ctx, 'ShippingMethod')
        .find({
          where: { id: In(methodIds) },
          relations: { translations: true },
          withDeleted: true,
        })
    : [];
  return summariseOrder(order, methods as ShippingMethod[], language, links);
}

export function summariseOrder(
  order: Order,
  shippingMethods: readonly ShippingMethod[],
  language: EmailLanguage,
  links: EmailLinks,
): OrderSummary {
  const money = (amount: number) => formatMoney(amount, order.currencyCode, language);
  const translated = <T extends { languageCode: string }>(translations: readonly T[]) =>
    translations.find((t) => t.languageCode === language) ??
    translations.find((t) => t.languageCode === 'ar') ??
    translations[0];
  // Vendure lists products' and delivery's tax separately; a VAT summary has one row per rate.
  const byRate = new Map<number, { taxRate: number; taxBase: number; taxTotal: number }>();
  for (const row of order.taxSummary) {
    const sum = byRate.get(row.taxRate) ?? { taxRate: row.taxRate, taxBase: 0, taxTotal: 0 };
    sum.taxBase += row.taxBase;
    sum.taxTotal += row.taxTotal;
    byRate.set(row.taxRate, sum);
  }
  const taxSummary = [...byRate.values()].sort((a, b) => b.taxRate - a.taxRate);
  const vat = taxSummary.reduce((sum, row) => sum + row.taxTotal, 0);
  const address = order.shippingAddress ?? {};
  const methodNames = order.shippingLines.map((line) => {
    const method = shippingMethods.find((candidate) => candidate.id === line.shippingMethodId);
    return method ? (translated(method.translations)?.name ?? '') : '';
  });
  return {
    code: order.code,
    url: storefrontLink(links, language, `/profile/orders/${encodeURIComponent(order.code)}`),
    placedAt: formatDate(order.orderPlacedAt ?? order.updatedAt, language),
    customerName: [order.customer?.firstName, order.customer?.lastName].filter(Boolean).join(' '),
    // Lines and subtotal before the promotions, which are listed below them: Vendure's prorated
    // prices and subtotal already take them off, and the email counted them twice.
    lines: order.lines.map((line) => ({
      name: translated(line.productVariant.translations)?.name ?? String(line.productVariant.name),
      quantity: line.quantity,
      unitPrice: money(line.unitPriceWithTax),
      linePrice: money(line.linePriceWithTax),
    })),
    discounts: order.discounts.map((discount) => ({
      description: discount.description,
      amount: money(discount.amountWithTax),
    })),
    subTotal: money(
      order.subTotalWithTax -
        order.discounts.reduce((sum, discount) => sum + discount.amountWithTax, 0),
    ),
    shippingMethod: methodNames.filter(Boolean).join('، '),
    shipping: money(order.shippingWithTax),
    total: money(order.totalWithTax),
    taxSummary: taxSummary.map((row) => ({
      label: `${language === 'ar' ? 'ضريبة القيمة المضافة' : 'VAT'} ${formatPercent(row.taxRate, language)}`,
      base: money(row.taxBase),
      tax: money(row.taxTotal),
    })),
    totalWithoutVat: money(order.totalWithTax - vat),
    vat: money(vat),
    shippingAddress: [
      address.fullName,
      address.streetLine1,
      address.streetLine2,
      [address.city, address.province].filter(Boolean).join(language === 'ar' ? '، ' : ', '),
      address.phoneNumber,
    ].filter((part): part is string => !!part),
    cancellationReason: order.customFields.cancellationReason ?? null,
    labels: LABELS[language],
  };
}
