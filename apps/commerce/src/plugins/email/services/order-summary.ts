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
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  storefrontLink,
} from './email-language';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
} from '../../orders/services/cancellation-reasons';

/**
 * An order as its emails show it: plain, JSON-safe values (the email job queue serialises them),
 * names in the email's language and money already formatted for it.
 */
export interface OrderSummary {
  code: string;
  url: string;
  placedAt: string;
  customerName: string;
  lines: Array<{ name: string; quantity: string; unitPrice: string; linePrice: string }>;
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

/** The reasons a shopper gives for cancelling, as the order page words them. */
const CANCELLATION_REASON_LABELS: Record<EmailLanguage, Record<CancellationReason, string>> = {
  ar: {
    WANT_ANOTHER_PRODUCT: 'أريد شراء منتج آخر',
    CHANGED_MIND: 'غيّرت رأيي',
    TOO_EXPENSIVE: 'السعر مرتفع جدًا',
    LOW_QUALITY: 'الجودة منخفضة',
    SHIPPING_TOO_SLOW: 'الشحن يستغرق وقتًا طويلًا',
    PAYMENT_REJECTED: 'تم رفض الدفع',
    NO_REASON: 'بدون سبب',
  },
  en: {
    WANT_ANOTHER_PRODUCT: 'I want to buy another product',
    CHANGED_MIND: 'I changed my mind',
    TOO_EXPENSIVE: 'Too expensive',
    LOW_QUALITY: 'Low quality',
    SHIPPING_TOO_SLOW: 'Shipping takes too long',
    PAYMENT_REJECTED: 'My payment was rejected',
    NO_REASON: 'No reason',
  },
};

const DISCOUNT_LABEL: Record<EmailLanguage, string> = { ar: 'الخصومات', en: 'Discounts' };

const ORDER_RELATIONS = [
  'customer',
  'lines',
  'lines.productVariant',
  'lines.productVariant.translations',
  'shippingLines',
  'shippingLines.shippingMethod',
  // A cancelled order's placed total is its payment's amount.
  'payments',
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
  // Cancelled, Vendure zeroes the lines and totals and takes the delivery off again as a
  // discount: the email says what was placed, as the order page does.
  const cancelled = order.lines.length > 0 && order.lines.every((line) => line.quantity === 0);
  const placedLines = order.lines.map((line) => {
    const quantity = cancelled ? line.orderPlacedQuantity : line.quantity;
    return {
      line,
      quantity,
      linePriceWithTax: cancelled ? line.unitPriceWithTax * quantity : line.linePriceWithTax,
    };
  });
  const placedPayment = (order.payments ?? [])
    .filter((payment) => payment.state !== 'Declined' && payment.state !== 'Error')
    .sort((a, b) => Number(a.id) - Number(b.id) || 0)
    .at(-1);
  const placedSubTotal = placedLines.reduce((sum, line) => sum + line.linePriceWithTax, 0);
  const placedShipping = order.shippingLines.reduce((sum, line) => sum + line.priceWithTax, 0);
  const placedTotal = placedPayment?.amount ?? placedSubTotal + placedShipping;
  const placedDiscounts = () => {
    const discount = placedSubTotal + placedShipping - placedTotal;
    return discount > 0
      ? [{ description: DISCOUNT_LABEL[language], amount: money(-discount) }]
      : [];
  };
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
    lines: placedLines.map(({ line, quantity, linePriceWithTax }) => ({
      name: translated(line.productVariant.translations)?.name ?? String(line.productVariant.name),
      quantity: formatCount(quantity, language),
      unitPrice: money(line.unitPriceWithTax),
      linePrice: money(linePriceWithTax),
    })),
    discounts: cancelled
      ? placedDiscounts()
      : order.discounts.map((discount) => ({
          description: discount.description,
          amount: money(discount.amountWithTax),
        })),
    subTotal: money(
      cancelled
        ? placedSubTotal
        : order.subTotalWithTax -
            order.discounts.reduce((sum, discount) => sum + discount.amountWithTax, 0),
    ),
    shippingMethod: methodNames.filter(Boolean).join('، '),
    shipping: money(cancelled ? placedShipping : order.shippingWithTax),
    total: money(cancelled ? placedTotal : order.totalWithTax),
    // Cancelled, Vendure's VAT rows are 0: the email leaves the VAT summary out.
    taxSummary: (cancelled ? [] : taxSummary).map((row) => ({
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
      // The area ("الدقي") is how a courier finds the street in an Egyptian city; a governorate
      // named as its city ("الجيزة") is said once.
      [...new Set([address.customFields?.area, address.city, address.province])]
        .filter(Boolean)
        .join(language === 'ar' ? '، ' : ', '),
      address.phoneNumber,
    ].filter((part): part is string => !!part),
    cancellationReason: reasonLabel(order.customFields.cancellationReason, language),
    labels: LABELS[language],
  };
}

/**
 * A shopper's reason (one of the shop's codes) in the email's language; a reason staff wrote
 * when cancelling is quoted as written.
 */
function reasonLabel(reason: string | null | undefined, language: EmailLanguage): string | null {
  if (!reason) return null;
  return (CANCELLATION_REASONS as readonly string[]).includes(reason)
    ? CANCELLATION_REASON_LABELS[language][reason as CancellationReason]
    : reason;
}
