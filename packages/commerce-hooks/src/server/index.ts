import type { Locale } from '@dar/i18n';
import { ShopApiError } from '../shop-api';
import {
  ActiveCustomerDocument,
  ActiveOrderDocument,
  AddItemToOrderDocument,
  AdjustOrderLineDocument,
  ApplyCouponCodeDocument,
  BlogPostDocument,
  BlogPostsDocument,
  CitiesDocument,
  CollectionPageDocument,
  CollectionTreeDocument,
  ContactUsDocument,
  ContentPageDocument,
  CustomerAddressesDocument,
  CustomerOrdersDocument,
  FaqsDocument,
  FilterBarDocument,
  HomeMerchandisingDocument,
  HomeProductsDocument,
  HomeSectionsDocument,
  LoginDocument,
  LogoutDocument,
  ListingDocument,
  OrderDetailDocument,
  ProductDetailDocument,
  RemoveOrderLineDocument,
  SitemapProductsDocument,
  SubscribeToNewsletterDocument,
  ToggleFavoriteDocument,
  WishlistDocument,
  WishlistIdsDocument,
  type BlogPostQuery,
  type BlogPostsQuery,
  type CitiesQuery,
  type CollectionPageQuery,
  type ContentPageQuery,
  type CustomerAddressesQuery,
  type CustomerOrdersQuery,
  type FaqsQuery,
  type HomeMerchandisingQuery,
  type ActiveCustomerQuery,
  type OrderDetailQuery,
} from '../gql/graphql';
import {
  toCartView,
  toCategoryTree,
  toProductCards,
  toProductSummary,
  type CartView,
  type CategoryNode,
  type ProductCardView,
  type ProductSummary,
} from '../mappers';
import { toOutcome, type ShopFailure } from '../results';
import type { ProductDetail } from '../views';
import { serverMutation, serverQuery, serverSessionMutation } from './fetch';
import { listingVariables, toListing, type Listing, type ListingQueryInput } from '../listing';

export {
  commerceShopApiEndpoint,
  logServerFailure,
  serverMutation,
  serverQuery,
  serverSessionMutation,
  setServerFailureReporter,
  type ServerMutationOptions,
  type ServerQueryOptions,
  type SessionMutationOptions,
} from './fetch';
export type { ShopFailure } from '../results';
export { shopErrorMessageId } from '../results';
export { ShopApiError };
// Pure mappers a Server Component may use on what it fetched.
export {
  ROOT_COLLECTION_SLUG,
  searchResultToProductCard,
  toAddressInput,
  toAddressView,
  toCartView,
  toCategoryTree,
  toPaymentMethodViews,
  toProductCards,
  toShippingMethodViews,
  wasPrice,
  type AddressView,
} from '../mappers';
export type { CartView, CategoryNode, ProductCardView, ProductSummary } from '../mappers';
export {
  assetUrl,
  ASSET_PRESET_SIZES,
  type AssetPreset,
  type PictureSlot,
  type PictureSources,
} from '../pictures';
export {
  closestCollection,
  collectionCrumbs,
  CURATED_PARENT_SLUG,
  productCrumbs,
  productPictures,
  toBannerViews,
  toBlogCards,
  toBlogPostView,
  toCategoryTiles,
  toProductDetailsView,
  toRecentCard,
  toSuperBannerView,
  withCardPictures,
  type BannerPictureView,
  type BlogCardView,
  type BlogPostPageView,
  type BlogPostSummary,
  type CardWithPicture,
  type CatalogueCrumb,
  type CatalogueRoute,
  type CategoryTileView,
  type ListingRoute,
  type ProductDetail,
  type ProductDetailsView,
  type QuickAddCardView,
  type SuperBannerPictureView,
} from '../views';
export {
  toOrderCard,
  toOrderDetails,
  type OrderCardView,
  type OrderDetail,
  type OrderDetailsView,
  type OrderItem,
  type OrderPaths,
  type PaymentState,
} from '../orders';
export {
  blocksToText,
  htmlToBlocks,
  paragraphs,
  plainText,
  toStaticPage,
  type ContentBlock,
  type StaticPageSection,
  type StaticPageView,
} from '../richText';

/**
 * Server fetchers for React Server Components. Catalogue fetchers never read or send cookies and
 * tag their answers (`catalogue`, plus `product:<id>` / `collection:<slug>` / `page:<slug>`), so a
 * cached page costs no backend call until the commerce server's webhook clears a tag. Account and
 * checkout fetchers take the shopper's Cookie header and are never cached.
 */

/** Cache tag for everything in the catalogue; the revalidate route clears it on staff edits. */
export const CATALOGUE_TAG = 'catalogue';
/** Cache tag of every listing and search answer (products and filter bar). */
export const LISTING_TAG = 'listing';
/** Seconds a cached catalogue answer stays fresh even if no webhook arrives. */
export const CATALOGUE_REVALIDATE_SECONDS = 300;
/** docs/product-spec.md §9: home sections show 8 items each. */
export const HOME_SECTION_SIZE = 8;

const catalogue = (...tags: string[]) => ({
  tags: [CATALOGUE_TAG, ...tags],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export interface HomeProducts {
  totalItems: number;
  products: ProductSummary[];
}

/** The products on the home page, in the page's language, newest first. */
export async function getHomeProducts(locale: Locale, take = 8): Promise<HomeProducts> {
  const data = await serverQuery({
    document: HomeProductsDocument,
    variables: { take },
    locale,
    ...catalogue(),
  });
  return {
    totalItems: data.products.totalItems,
    products: data.products.items
      .map(toProductSummary)
      .filter((product): product is ProductSummary => product !== null),
  };
}

export interface HomeSections {
  mostWatched: ProductCardView[];
  newArrivals: ProductCardView[];
  bestSellers: ProductCardView[];
  specialOffers: ProductCardView[];
}

/** docs/product-spec.md §2: the home page's four product rails, in one request. */
export async function getHomeSections(
  locale: Locale,
  take = HOME_SECTION_SIZE,
): Promise<HomeSections> {
  const data = await serverQuery({
    document: HomeSectionsDocument,
    variables: { take },
    locale,
    ...catalogue('home'),
  });
  return {
    mostWatched: toProductCards(data.mostWatchedProducts.items),
    newArrivals: toProductCards(data.newArrivals.items),
    bestSellers: toProductCards(data.bestSellingProducts.items),
    specialOffers: toProductCards(data.specialOffers.items),
  };
}

/** Banners, super banner, alert strip and wheel segments of a page (`home` by default). */
export function getMerchandising(locale: Locale, page = 'home'): Promise<HomeMerchandisingQuery> {
  return serverQuery({
    document: HomeMerchandisingDocument,
    variables: { page },
    locale,
    ...catalogue('merchandising'),
  });
}

/** A product page's data, or null for an unknown slug (the page answers 404). */
export async function getProduct(slug: string, locale: Locale): Promise<ProductDetail | null> {
  const data = await serverQuery({
    document: ProductDetailDocument,
    variables: { slug },
    locale,
    ...catalogue(`product:${slug}`),
  });
  return data.product ?? null;
}

export type { Listing, ListingQueryInput, ListingSort } from '../listing';

/** A listing page: one page of products and the filter bar for the same selection. */
export async function getListing(locale: Locale, input: ListingQueryInput): Promise<Listing> {
  const { search, filter, collectionSlug } = listingVariables(input);
  // `listing`: any product edit can move a product into, out of or within any listing or search.
  const tags = catalogue(LISTING_TAG, ...(collectionSlug ? [`collection:${collectionSlug}`] : []));
  const [data, bar] = await Promise.all([
    serverQuery({ document: ListingDocument, variables: { search }, locale, ...tags }),
    serverQuery({ document: FilterBarDocument, variables: { filter }, locale, ...tags }),
  ]);
  return toListing(data, bar);
}

/** Categories and their sub-categories, for the menu and the sitemap. */
export async function getCategoryTree(locale: Locale): Promise<CategoryNode[]> {
  const data = await serverQuery({
    document: CollectionTreeDocument,
    locale,
    ...catalogue('collections'),
  });
  return toCategoryTree(data);
}

export type CollectionPage = NonNullable<CollectionPageQuery['collection']>;

export async function getCollection(slug: string, locale: Locale): Promise<CollectionPage | null> {
  const data = await serverQuery({
    document: CollectionPageDocument,
    variables: { slug },
    locale,
    ...catalogue(`collection:${slug}`),
  });
  return data.collection ?? null;
}

export type ContentPage = NonNullable<ContentPageQuery['page']>;

/** About us, terms, privacy and return policy (docs/product-spec.md §2). */
export async function getContentPage(slug: string, locale: Locale): Promise<ContentPage | null> {
  const data = await serverQuery({
    document: ContentPageDocument,
    variables: { slug },
    locale,
    ...catalogue(`page:${slug}`),
  });
  return data.page ?? null;
}

export async function getFaqs(locale: Locale): Promise<FaqsQuery['faqs']> {
  const data = await serverQuery({ document: FaqsDocument, locale, ...catalogue('faqs') });
  return data.faqs;
}

export async function getBlogPosts(
  locale: Locale,
  { page = 1, perPage = 10 }: { page?: number; perPage?: number } = {},
): Promise<BlogPostsQuery['blogPosts']> {
  const data = await serverQuery({
    document: BlogPostsDocument,
    variables: { skip: (page - 1) * perPage, take: perPage },
    locale,
    ...catalogue('blog'),
  });
  return data.blogPosts;
}

export type BlogPostDetail = NonNullable<BlogPostQuery['blogPost']>;

export async function getBlogPost(slug: string, locale: Locale): Promise<BlogPostDetail | null> {
  const data = await serverQuery({
    document: BlogPostDocument,
    variables: { slug },
    locale,
    ...catalogue('blog', `blog:${slug}`),
  });
  return data.blogPost ?? null;
}

export interface SitemapData {
  products: { slug: string; name: string; updatedAt: string }[];
  categories: CategoryNode[];
}

/** docs/product-spec.md §2: every product and every category; products are read page by page. */
export async function getSitemapData(locale: Locale): Promise<SitemapData> {
  const take = 100;
  const products: SitemapData['products'] = [];
  for (let skip = 0; ; skip += take) {
    const data = await serverQuery({
      document: SitemapProductsDocument,
      variables: { skip, take },
      locale,
      ...catalogue('sitemap'),
    });
    products.push(...data.products.items);
    if (products.length >= data.products.totalItems || data.products.items.length === 0) break;
  }
  return { products, categories: await getCategoryTree(locale) };
}

/* Customer care from the storefront's server: no Shop API client in the browser for one form. */

export type ContactField = 'name' | 'email' | 'message';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * How `contactUs` ended: sent, or a failure (rate limited, or the form broke the server's rules)
 * with each broken field's message in the request's language.
 */
export type ContactResult =
  { ok: true } | (ShopFailure & { fieldErrors: Partial<Record<ContactField, string>> });

const CONTACT_FIELDS: readonly string[] = ['name', 'email', 'message'] satisfies ContactField[];

/**
 * docs/product-spec.md §2 /contact-us: sends the message through `contactUs`. A network or server failure throws
 * (ShopApiError); what the shopper caused comes back as a failure. `clientHeaders` name the
 * shopper (the storefront's signed address), so the commerce server's rate limit counts them and
 * not the storefront.
 */
export async function sendContactMessage(
  locale: Locale,
  input: ContactMessage,
  { clientHeaders }: { clientHeaders?: Record<string, string> } = {},
): Promise<ContactResult> {
  const { contactUs } = await serverMutation({
    document: ContactUsDocument,
    variables: { input },
    locale,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  const outcome = toOutcome(contactUs);
  if (outcome.ok) return { ok: true };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  if (contactUs.__typename === 'ContactValidationError') {
    for (const violation of contactUs.violations) {
      if (!CONTACT_FIELDS.includes(violation.field)) continue;
      // The first broken rule of a field is the one to fix first.
      fieldErrors[violation.field as ContactField] ??= violation.message;
    }
  }
  return { ...outcome, fieldErrors };
}

/**
 * docs/product-spec.md §1, the footer's newsletter: puts the address on the list through `subscribeToNewsletter`
 * (idempotent), from the storefront's server (a Server Action, so the form works before the page's
 * scripts run). The shopper's address goes along for the rate limit. A network or server failure
 * throws; an error result comes back as a `ShopFailure` with its message id.
 */
export async function subscribeToNewsletter(
  locale: Locale,
  emailAddress: string,
  { clientHeaders }: { clientHeaders?: Record<string, string> } = {},
): Promise<{ ok: true } | ShopFailure> {
  const { subscribeToNewsletter: result } = await serverMutation({
    document: SubscribeToNewsletterDocument,
    variables: { emailAddress },
    locale,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  const outcome = toOutcome(result);
  return outcome.ok ? { ok: true } : outcome;
}

/* Signing in and out from a form: the session's cookies come back for the browser. */

/** The shopper's Cookie header and signed address, and what the commerce server set. */
export interface SessionOptions {
  cookie: string;
  clientHeaders?: Record<string, string>;
}

/**
 * docs/product-spec.md §6, signing in through `login` with the shopper's own session (a guest's cart is merged by
 * the commerce server). `setCookies` are the commerce server's `Set-Cookie` headers, to be passed
 * on untouched; a refusal (wrong password, not verified, rate limited) comes back as a failure
 * with its message id. A network or server failure throws.
 */
export async function signInShopper(
  locale: Locale,
  input: { email: string; password: string; rememberMe: boolean },
  { cookie, clientHeaders }: SessionOptions,
): Promise<{ outcome: { ok: true } | ShopFailure; setCookies: string[] }> {
  const { data, setCookies } = await serverSessionMutation({
    document: LoginDocument,
    variables: { username: input.email, password: input.password, rememberMe: input.rememberMe },
    locale,
    cookie,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  const outcome = toOutcome(data.login);
  return { outcome: outcome.ok ? { ok: true } : outcome, setCookies };
}

/** Ends the shopper's session through `logout`; `setCookies` clear it in the browser. */
export async function signOutShopper(
  locale: Locale,
  { cookie, clientHeaders }: SessionOptions,
): Promise<{ setCookies: string[] }> {
  const { setCookies } = await serverSessionMutation({
    document: LogoutDocument,
    variables: {},
    locale,
    cookie,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  return { setCookies };
}

/** The cities the shop delivers to (the address form's list); they change with staff edits only. */
export async function getCities(locale: Locale): Promise<CitiesQuery['cities']> {
  const data = await serverQuery({ document: CitiesDocument, locale, ...catalogue('cities') });
  return data.cities;
}

/* Account and checkout: personal, so they forward the shopper's cookie and are never cached. */

export async function getActiveCustomer(
  locale: Locale,
  cookie: string,
): Promise<ActiveCustomerQuery['activeCustomer']> {
  const data = await serverQuery({ document: ActiveCustomerDocument, locale, cookie });
  return data.activeCustomer;
}

export async function getCustomerAddresses(
  locale: Locale,
  cookie: string,
): Promise<NonNullable<NonNullable<CustomerAddressesQuery['activeCustomer']>['addresses']>> {
  const data = await serverQuery({ document: CustomerAddressesDocument, locale, cookie });
  return data.activeCustomer?.addresses ?? [];
}

export async function getCustomerOrders(
  locale: Locale,
  cookie: string,
  { page = 1, perPage = 10 }: { page?: number; perPage?: number } = {},
): Promise<NonNullable<CustomerOrdersQuery['activeCustomer']>['orders'] | null> {
  const data = await serverQuery({
    document: CustomerOrdersDocument,
    variables: { skip: (page - 1) * perPage, take: perPage },
    locale,
    cookie,
  });
  return data.activeCustomer?.orders ?? null;
}

/**
 * One of the shopper's orders by its code; null when there is none, or when it is another
 * customer's (the Shop API refuses it as FORBIDDEN): the page is a 404 either way, which tells a
 * stranger nothing about whether the code exists.
 */
export async function getOrder(
  code: string,
  locale: Locale,
  cookie: string,
): Promise<OrderDetailQuery['orderByCode']> {
  try {
    const data = await serverQuery({
      document: OrderDetailDocument,
      variables: { code },
      locale,
      cookie,
    });
    return data.orderByCode;
  } catch (error) {
    if (
      error instanceof ShopApiError &&
      error.errors.length > 0 &&
      error.errors.every((entry) => entry.extensions?.code === 'FORBIDDEN')
    ) {
      return null;
    }
    throw error;
  }
}

/** The signed-in shopper's wishlist as cards, for the page rendered before its scripts run. */
export async function getWishlist(locale: Locale, cookie: string): Promise<ProductCardView[]> {
  const data = await serverQuery({ document: WishlistDocument, locale, cookie });
  return toProductCards(data.activeCustomer?.customFields?.favProducts ?? []);
}

/** The cart for the checkout page. */
export async function getCart(locale: Locale, cookie: string): Promise<CartView> {
  const data = await serverQuery({ document: ActiveOrderDocument, locale, cookie });
  return toCartView(data.activeOrder);
}

/* Add to cart and the wishlist heart from a form, posted before the page's scripts ran. */

/**
 * docs/product-spec.md §3, add to cart from a form: `addItemToOrder` on the shopper's own session. A guest with
 * no session yet gets one: `setCookies` are the commerce server's, to be passed on untouched. A
 * refusal (out of stock, over the line limit) comes back as a failure with its message id; a
 * network or server failure throws.
 */
export async function addToCartFromForm(
  locale: Locale,
  input: { variantId: string; quantity: number },
  { cookie, clientHeaders }: SessionOptions,
): Promise<{ outcome: { ok: true } | ShopFailure; setCookies: string[] }> {
  const { data, setCookies } = await serverSessionMutation({
    document: AddItemToOrderDocument,
    variables: { productVariantId: input.variantId, quantity: input.quantity },
    locale,
    cookie,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  const outcome = toOutcome(data.addItemToOrder);
  return { outcome: outcome.ok ? { ok: true } : outcome, setCookies };
}

/**
 * A cart line's quantity from the cart page's form (its − and + and "Remove", pressed before the
 * cart's code has loaded): `adjustOrderLine` on the shopper's own session, or `removeOrderLine`
 * for 0. A refusal (too few in stock, not the shopper's line) comes back as a failure with its
 * message id; a network or server failure throws.
 */
export async function setCartLineFromForm(
  locale: Locale,
  input: { orderLineId: string; quantity: number },
  { cookie, clientHeaders }: SessionOptions,
): Promise<{ outcome: { ok: true } | ShopFailure; setCookies: string[] }> {
  const session = { locale, cookie, ...(clientHeaders ? { clientHeaders } : {}) };
  if (input.quantity <= 0) {
    const { data, setCookies } = await serverSessionMutation({
      document: RemoveOrderLineDocument,
      variables: { orderLineId: input.orderLineId },
      ...session,
    });
    const outcome = toOutcome(data.removeOrderLine);
    return { outcome: outcome.ok ? { ok: true } : outcome, setCookies };
  }
  const { data, setCookies } = await serverSessionMutation({
    document: AdjustOrderLineDocument,
    variables: { orderLineId: input.orderLineId, quantity: input.quantity },
    ...session,
  });
  const outcome = toOutcome(data.adjustOrderLine);
  return { outcome: outcome.ok ? { ok: true } : outcome, setCookies };
}

/**
 * docs/product-spec.md §3, a coupon from the cart page's form: `applyCouponCode` on the shopper's own session. A
 * refused code (unknown, expired, used up) comes back as a failure with its message id; a network
 * or server failure throws.
 */
export async function applyCouponFromForm(
  locale: Locale,
  couponCode: string,
  { cookie, clientHeaders }: SessionOptions,
): Promise<{ outcome: { ok: true } | ShopFailure; setCookies: string[] }> {
  const { data, setCookies } = await serverSessionMutation({
    document: ApplyCouponCodeDocument,
    variables: { couponCode },
    locale,
    cookie,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  const outcome = toOutcome(data.applyCouponCode);
  return { outcome: outcome.ok ? { ok: true } : outcome, setCookies };
}

/**
 * The wishlist heart from a form: puts the product in the signed-in shopper's wishlist or takes it
 * out, as `inWishlist` asks. The Shop API only toggles, so the wishlist is read first: a form sent
 * twice (a double press, a resubmitted page) leaves the state the shopper asked for, not its
 * opposite. `signedIn: false` for a guest, whose heart asks to sign in instead.
 */
export async function setFavoriteFromForm(
  locale: Locale,
  input: { productId: string; inWishlist: boolean },
  { cookie, clientHeaders }: SessionOptions,
): Promise<{ signedIn: boolean; setCookies: string[] }> {
  if (!cookie || !(await getActiveCustomer(locale, cookie)))
    return { signedIn: false, setCookies: [] };
  const { wishlistIds } = await serverQuery({ document: WishlistIdsDocument, locale, cookie });
  if (wishlistIds.includes(input.productId) === input.inWishlist) {
    return { signedIn: true, setCookies: [] };
  }
  const { setCookies } = await serverSessionMutation({
    document: ToggleFavoriteDocument,
    variables: { productId: input.productId },
    locale,
    cookie,
    ...(clientHeaders ? { clientHeaders } : {}),
  });
  return { signedIn: true, setCookies };
}
