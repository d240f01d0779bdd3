import type {
  CartFieldsFragment,
  CollectionTreeQuery,
  HomeProductsQuery,
  ListingQuery,
  ProductCardFieldsFragment,
} from './gql/graphql';

/**
 * One mapping from the Shop API's shapes to the view models `@dar/ui` sections take. The types
 * repeat @dar/ui's structurally (this package may not import ui, ARCHITECTURE.md), so a
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
  const original = product.customFields?.originalPrice ?? null;
  return {
    ...summary,
    // A "was" price at or below today's is no discount; showing it would mislead.
    ...(original !== null && original > summary.priceWithTax
      ? { originalPriceWithTax: original }
      : {}),
    freeShipping: product.customFields?.freeShipping === true,
  };
}

/** Cards for a list of products, leaving out those that cannot be priced. */
export function toProductCards(products: readonly ProductCardFieldsFragment[]): ProductCardView[] {
  return products.map(toProductCard).filter((card): card is ProductCardView => card !== null);
}

type SearchItem = ListingQuery['search']['items'][number];

/** A search hit (one per product) as a card; the search index has no "was" price. */
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
    freeShipping: false,
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

export interface CartLineView {
  id: string;
  productId: string;
  productSlug: string;
  name: string;
  variantName: string;
  imageUrl: string | null;
  quantity: number;
  unitPriceWithTax: number;
  linePriceWithTax: number;
}

export interface CartView {
  itemCount: number;
  currencyCode: string;
  lines: CartLineView[];
  /** Spec §1: the cart shows prices excluding VAT. */
  subTotal: number;
  shipping: number;
  total: number;
  totalWithTax: number;
  couponCodes: string[];
  /** Promotional savings, a positive amount. */
  savings: number;
}

/** The cart summary; an empty cart (no active order) is a cart with no lines. */
export function toCartView(order: CartFieldsFragment | null | undefined): CartView {
  if (!order) {
    return {
      itemCount: 0,
      currencyCode: 'EGP',
      lines: [],
      subTotal: 0,
      shipping: 0,
      total: 0,
      totalWithTax: 0,
      couponCodes: [],
      savings: 0,
    };
  }
  return {
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
      unitPriceWithTax: line.unitPriceWithTax,
      linePriceWithTax: line.discountedLinePriceWithTax,
    })),
    subTotal: order.subTotal,
    shipping: order.shipping,
    total: order.total,
    totalWithTax: order.totalWithTax,
    couponCodes: order.couponCodes,
    savings: -order.discounts.reduce((sum, discount) => sum + discount.amountWithTax, 0),
  };
}
