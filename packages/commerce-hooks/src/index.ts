export {
  createShopCache,
  createShopClient,
  type CreateShopClientOptions,
  type ShopClient,
} from './client';
export { ShopClientProvider, type ShopClientProviderProps } from './provider';
export * from './hooks';
export {
  isErrorResult,
  toOutcome,
  toShopFailure,
  type ShopFailure,
  type ShopOutcome,
} from './results';
export { possibleTypes } from './possible-types';
export { createShopLink, type ShopLinkOptions } from './link';
export {
  operationTypeOf,
  RETRYABLE_STATUSES,
  shopBatch,
  shopRequest,
  type ErrorPolicy,
  type OperationType,
  type ShopFailureReport,
  type ShopFailureReporter,
  type ShopOperation,
  type ShopResult,
  type ShopTransportOptions,
} from './transport';
export {
  listingVariables,
  toListing,
  type Listing,
  type ListingQueryInput,
  type ListingSort,
} from './listing';
export {
  blocksToText,
  htmlToBlocks,
  paragraphs,
  plainText,
  toStaticPage,
  type ContentBlock,
  type StaticPageSection,
  type StaticPageView,
} from './richText';
export { SHOP_API_ACCEPT, ShopApiError, shopApiUrl, type ShopApiErrorKind } from './shop-api';
export {
  CASH_ON_DELIVERY,
  ROOT_COLLECTION_SLUG,
  searchResultToProductCard,
  splitFullName,
  toAddressInput,
  toAddressView,
  toCartView,
  toPaymentMethodViews,
  toShippingMethodViews,
  toCategoryTree,
  toProductCard,
  toProductCards,
  toProductSummary,
  wasPrice,
  type AddressValues,
  type AddressView,
  type CartLineView,
  type CartView,
  type TaxRowView,
  type CategoryNode,
  type ProductCardView,
  type ProductSummary,
} from './mappers';
export {
  assetUrl,
  ASSET_PRESET_SIZES,
  type AssetPreset,
  type PictureSlot,
  type PictureSources,
} from './pictures';
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
} from './views';
export {
  toOrderCard,
  toOrderDetails,
  type OrderCardView,
  type OrderDetail,
  type OrderDetailsView,
  type OrderItem,
  type OrderPaths,
  type PaymentState,
} from './orders';
export * from './gql/graphql';
// Apollo's side of the shopper's store (`/personal`): a page whose forms are the shopper's own.
export { PersonalClientProvider } from './personal/client-provider';
export * from './builds';
