/** One line of the order in the summary (`Order.lines`). */
export interface OrderSummaryLineView {
  id: string;
  /** The product's name. */
  name: string;
  /** The variant's name ("Grey, three-seat"); left out when it repeats the product's. */
  variantName: string;
  imageUrl: string | null;
  quantity: number;
  /** After line discounts, with VAT, minor units (`discountedLinePriceWithTax`). */
  linePriceWithTax: number;
}

/** A promotion or coupon on the order (`Order.discounts`); the amount is negative, as Vendure gives it. */
export interface OrderDiscountView {
  description: string;
  amountWithTax: number;
}

/** A row of `Order.taxSummary`: what was taxed at which rate. */
export interface TaxSummaryRowView {
  /** The tax's name without its rate, which has its own column (`OrderTaxSummary.name`: "VAT"). */
  description: string;
  /** Percent: 14 is 14 %. */
  taxRate: number;
  /** Minor units. */
  taxBase: number;
  /** Minor units. */
  taxTotal: number;
}

/**
 * The order summary at checkout, including VAT (docs/product-spec.md §1): the order's lines, subtotal, shipping,
 * discounts, the tax summary and the total with tax. Amounts are in minor units of `currencyCode`.
 */
export interface OrderSummaryView {
  currencyCode: string;
  lines: OrderSummaryLineView[];
  subTotalWithTax: number;
  /** Null until a shipping method is chosen. */
  shippingWithTax: number | null;
  discounts: OrderDiscountView[];
  taxSummary: TaxSummaryRowView[];
  totalWithTax: number;
}
