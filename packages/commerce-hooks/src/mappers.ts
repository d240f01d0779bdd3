import type {
  AddressFieldsFragment,
  CartFieldsFragment,
  CollectionTreeQuery,
  CreateAddressInput,
  EligiblePaymentMethodsQuery,
  EligibleShippingMethodsQuery,
  HomeProductsQuery,
  ListingQuery,
  ProductCardFieldsFragment,
} from './gql/graphql';

/**
 * One mapping from the Shop API's shapes to the view models `@dar/ui` sections take. The types
 * repeat @dar/ui's structurally (this package may not import ui, docs/architecture.md), so a
 * `ProductCardView` is accepted wherever `ProductCardData` is.
 */

/** What a product teaser needs, in the shape `@dar/ui`'s ProductCard takes: plain values. */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  /** The lowest variant price, tax included, in minor units. */
  priceWithTax: number;
  currencyCode: string;
  /** True when variants differ in price, so the price reads "from …". */
  priceVaries: boolean;
}

/** `@dar/ui` ProductCardData plus the slug for the link. */
export interface ProductCardView extends ProductSummary {
  /** The "was" price with tax, in minor units, when it is above the price. */
  originalPriceWithTax?: number;
  freeShipping: boolean;
}

type ApiProduct = HomeProductsQuery['products']['items'][number];

/**
 * Vendure's hidden root collection: the first step of every collection's `breadcrumbs`, never a
 * page of the shop's own.
 */
export const ROOT_COLLECTION_SLUG = '__root_collection__';

/**
 * The "was" price a product shows beside `lowest`, its lowest price today (tax included, minor
 * units): the product's `originalPrice` only when it is above it. A "was" price at or below today's
 * is no discount; showing it would mislead. Spread into a card or the product's details.
 */
export function wasPrice(
  original: number | null | undefined,
  lowest: number,
): { originalPriceWithTax?: number } {
  return original != null && original > lowest ? { originalPriceWithTax: original } : {};
}

export function toProductSummary(product: ApiProduct): ProductSummary | null {
  const [first, ...rest] = product.variants;
  // A product without variants cannot be bought or priced; listing it would mislead.
  if (!first) return null;
  const prices = product.variants.map((variant) => variant.priceWithTax);
  const lowest = Math.min(...prices);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    imageUrl: product.featuredAsset?.preview ?? null,
    priceWithTax: lowest,
    currencyCode: first.currencyCode,
    priceVaries: rest.some((variant) => variant.priceWithTax !== first.priceWithTax),
  };
}

export function toProductCard(product: ProductCardFieldsFragment): ProductCardView | null {
  const summary = toProductSummary(product);
  if (!summary) return null;
  return {
    ...summary,
    ...wasPrice(product.customFields?.originalPrice, summary.priceWithTax),
    freeShipping: product.customFields?.freeShipping === true,
  };
}

/** Cards for a list of products, leaving out those that cannot be priced. */
export function toProductCards(products: readonly ProductCardFieldsFragment[]): ProductCardView[] {
  return products.map(toProductCard).filter((card): card is ProductCardView => card !== null);
}

type SearchItem = ListingQuery['search']['items'][number];

/** A search hit (one per product) as a card, with its product's "was" price and free delivery. */
export function searchResultToProductCard(item: SearchItem): ProductCardView {
  const price = item.priceWithTax;
  const [min, max] =
    price.__typename === 'PriceRange' ? [price.min, price.max] : [price.value, price.value];
  return {
    id: item.productId,
    name: item.productName,
    slug: item.slug,
    imageUrl: item.productAsset?.preview ?? null,
    priceWithTax: min,
    currencyCode: item.currencyCode,
    priceVaries: min !== max,
    ...wasPrice(item.originalPrice, min),
    freeShipping: item.freeShipping,
  };
}

export interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  /** The category's picture (its featured asset), for the home page's tiles; null without one. */
  imageUrl: string | null;
  children: CategoryNode[];
}

/** The category tree in the shop's order (staff set positions), sub-categories under each. */
export function toCategoryTree(data: CollectionTreeQuery): CategoryNode[] {
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
  return [...data.collections.items].sort(byPosition).map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    imageUrl: category.featuredAsset?.preview ?? null,
    children: [...(category.children ?? [])].sort(byPosition).map((child) => ({
      id: child.id,
      slug: child.slug,
      name: child.name,
      imageUrl: null,
      children: [],
    })),
  }));
}

/**
 * One cart line with both prices: the cart shows them excluding VAT (`unitPrice`, `linePrice`),
 * the order summary including it (docs/product-spec.md §1).
 */
export interface CartLineView {
  id: string;
  productId: string;
  productSlug: string;
  name: string;
  variantName: string;
  imageUrl: string | null;
  quantity: number;
  /** One piece, excluding VAT, minor units. */
  unitPrice: number;
  /** The line before promotions (the summary lists them), excluding VAT. */
  linePrice: number;
  unitPriceWithTax: number;
  /** The line before promotions, with VAT. */
  linePriceWithTax: number;
}

/** One row of the order's tax summary. */
export interface TaxRowView {
  description: string;
  /** Percent: 14 is 14 %. */
  taxRate: number;
  taxBase: number;
  taxTotal: number;
}

/**
 * The cart in the shape `@dar/ui`'s `CartView` (excluding VAT) and `OrderSummary` (including it)
 * take. Amounts are minor units of `currencyCode`.
 */
export interface CartView {
  /** The order's code (also the cart's, before it is placed); null without an order. */
  code: string | null;
  /** Vendure's order state; `AddingItems` is a cart, `ArrangingPayment` a checkout under way. */
  state: string | null;
  itemCount: number;
  currencyCode: string;
  lines: CartLineView[];
  /**
   * The lines before promotions (docs/product-spec.md §1: the cart shows prices excluding VAT);
   * minus `savings`, plus shipping, it is `total`.
   */
  subTotal: number;
  subTotalWithTax: number;
  /**
   * Null until a shipping method is chosen ("calculated at checkout"), unless delivery will be free
   * wherever the order goes (the free-delivery minimum reached, or every product ships free): 0.
   */
  shipping: number | null;
  shippingWithTax: number | null;
  /** The chosen shipping method's id. */
  shippingMethodId: string | null;
  total: number;
  totalWithTax: number;
  couponCodes: string[];
  /**
   * Codes applied whose offer does not apply yet: its conditions (a minimum order, say) are not
   * met. The code stays on the order and applies once they are.
   */
  pendingCouponCodes: string[];
  /** Promotional savings excluding VAT, a positive amount. */
  savings: number;
  /** Promotional savings with VAT, a positive amount. */
  savingsWithTax: number;
  /** Each promotion or coupon, its amount negative and with VAT, as Vendure gives it. */
  discounts: { description: string; amountWithTax: number }[];
  taxSummary: TaxRowView[];
}

const EMPTY_CART: CartView = {
  code: null,
  state: null,
  itemCount: 0,
  currencyCode: 'EGP',
  lines: [],
  subTotal: 0,
  subTotalWithTax: 0,
  shipping: null,
  shippingWithTax: null,
  shippingMethodId: null,
  total: 0,
  totalWithTax: 0,
  couponCodes: [],
  pendingCouponCodes: [],
  savings: 0,
  savingsWithTax: 0,
  discounts: [],
  taxSummary: [],
};

/**
 * One row per tax rate and label: Vendure lists the goods' and the delivery's VAT apart ("VAT 14%"
 * twice), and a free delivery's row of 0. Rows with nothing taxed are left out.
 */
export function byTaxRate<
  T extends { label: string; taxRate: number; taxBase: number; taxTotal: number },
>(rows: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    if (row.taxBase === 0 && row.taxTotal === 0) continue;
    const key = `${row.taxRate}|${row.label}`;
    const kept = merged.get(key);
    if (kept) {
      kept.taxBase += row.taxBase;
      kept.taxTotal += row.taxTotal;
    } else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/** The cart summary; an empty cart (no active order) is a cart with no lines. */
export function toCartView(order: CartFieldsFragment | null | undefined): CartView {
  if (!order) return EMPTY_CART;
  const shippingMethodId = order.shippingLines[0]?.shippingMethod.id ?? null;
  const savings = -order.discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const savingsWithTax = -order.discounts.reduce(
    (sum, discount) => sum + discount.amountWithTax,
    0,
  );
  return {
    code: order.code,
    state: order.state,
    itemCount: order.totalQuantity,
    currencyCode: order.currencyCode,
    lines: order.lines.map((line) => ({
      id: line.id,
      productId: line.productVariant.product.id,
      productSlug: line.productVariant.product.slug,
      name: line.productVariant.product.name,
      variantName: line.productVariant.name,
      imageUrl: line.featuredAsset?.preview ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // Vendure's own: the exact net price times the quantity, rounded once, as the subtotal
      // adds them up (the rounded unit price times the quantity can be a piaster less).
      linePrice: line.linePrice,
      unitPriceWithTax: line.unitPriceWithTax,
      linePriceWithTax: line.linePriceWithTax,
    })),
    // Vendure's subtotal is after the promotions, which the summary lists below it as savings: the
    // view's is before them, so that subtotal − savings + shipping reads as the total.
    subTotal: order.subTotal + savings,
    subTotalWithTax: order.subTotalWithTax + savingsWithTax,
    // Before a method is chosen: 0 when delivery will be free wherever it goes, else unknown.
    shipping: shippingMethodId === null ? (order.freeDelivery ? 0 : null) : order.shipping,
    shippingWithTax:
      shippingMethodId === null ? (order.freeDelivery ? 0 : null) : order.shippingWithTax,
    shippingMethodId,
    total: order.total,
    totalWithTax: order.totalWithTax,
    couponCodes: order.couponCodes,
    pendingCouponCodes: order.couponCodes.filter(
      (code) =>
        !order.promotions.some(
          (promotion) => promotion.couponCode?.toLowerCase() === code.toLowerCase(),
        ),
    ),
    savings,
    savingsWithTax,
    discounts: order.discounts.map(({ description, amountWithTax }) => ({
      description,
      amountWithTax,
    })),
    // The commerce server's name is in the shopper's language ("ضريبة القيمة المضافة"), without
    // the rate, which the summary's table gives in its own column; the tax rate's own name
    // ("Egypt VAT 14%") is one staff-facing string.
    taxSummary: byTaxRate(order.taxSummary).map(({ name, taxRate, taxBase, taxTotal }) => ({
      description: name,
      taxRate,
      taxBase,
      taxTotal,
    })),
  };
}

/** A saved address in the shape `@dar/ui`'s `AddressView` takes. */
export interface AddressView {
  id: string;
  firstName: string;
  lastName: string;
  streetLine1: string;
  city: string;
  area: string;
  phoneNumber: string;
  type: 'home' | 'work';
  instructions: string | null;
  verified: boolean;
  /** The customer's default delivery address. */
  isDefault: boolean;
}

/**
 * Vendure stores one `fullName`; the form has first and last names. The first word is the first
 * name, the rest the last name, which keeps compound Arabic family names ("عبد الله") together.
 */
export function splitFullName(fullName: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export function toAddressView(address: AddressFieldsFragment): AddressView {
  return {
    id: address.id,
    ...splitFullName(address.fullName),
    streetLine1: address.streetLine1,
    city: address.city ?? '',
    area: address.customFields?.area ?? '',
    phoneNumber: address.phoneNumber ?? '',
    type: address.customFields?.type === 'work' ? 'work' : 'home',
    instructions: address.customFields?.instructions ?? null,
    verified: address.customFields?.verified ?? false,
    isDefault: address.defaultShippingAddress ?? false,
  };
}

/** What the address form submits (`@dar/ui`'s `AddressFormValues`), as much as the input needs. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  streetLine1: string;
  city: string;
  area: string;
  phoneNumber: string;
  type: 'home' | 'work';
  instructions: string | null;
}

/**
 * The Shop API's address input, for saving an address or delivering an order to one. The shop
 * delivers in Egypt only; the governorate is found from the city by the shipping calculator.
 */
export function toAddressInput(values: AddressValues): CreateAddressInput {
  return {
    fullName: [values.firstName, values.lastName].filter((part) => part.trim() !== '').join(' '),
    streetLine1: values.streetLine1,
    city: values.city,
    countryCode: 'EG',
    phoneNumber: values.phoneNumber,
    customFields: {
      type: values.type,
      area: values.area,
      instructions: values.instructions,
    },
  };
}

/** A shipping method in the shape `@dar/ui`'s `ShippingMethodView` takes. */
export function toShippingMethodViews(
  data: EligibleShippingMethodsQuery | undefined,
  currencyCode: string,
) {
  return (data?.eligibleShippingMethods ?? []).map((method) => ({
    id: method.id,
    code: method.code,
    name: method.name,
    description: method.description,
    priceWithTax: method.priceWithTax,
    currencyCode,
  }));
}

/** Cash on delivery is settled at the door; every other method is paid on the provider's page. */
export const CASH_ON_DELIVERY = 'cash-on-delivery';

/** A payment method in the shape `@dar/ui`'s `PaymentMethodView` takes. */
export function toPaymentMethodViews(data: EligiblePaymentMethodsQuery | undefined) {
  return (data?.eligiblePaymentMethods ?? []).map((method) => ({
    id: method.id,
    code: method.code,
    name: method.name,
    description: method.description,
    isEligible: method.isEligible,
    eligibilityMessage: method.eligibilityMessage,
    logoUrl: method.logo?.preview ?? null,
    hosted: method.code !== CASH_ON_DELIVERY,
    testMode: method.testMode,
  }));
}
