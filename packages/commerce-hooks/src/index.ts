export { createShopClient, type CreateShopClientOptions } from './client';
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
export { SHOP_API_ACCEPT, ShopApiError, shopApiUrl, type ShopApiErrorKind } from './shop-api';
export { toProductSummary, type ProductSummary } from './mappers';
export * from './store';
