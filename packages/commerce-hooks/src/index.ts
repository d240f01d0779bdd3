export { createShopClient, type CreateShopClientOptions } from './client';
export { SHOP_API_ACCEPT, ShopApiError, shopApiUrl, type ShopApiErrorKind } from './shop-api';
export { toProductSummary, type ProductSummary } from './mappers';
