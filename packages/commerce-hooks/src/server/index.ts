import type { Locale } from '@dar/i18n';
import { HomeProductsDocument } from '../gql/graphql';
import { toProductSummary, type ProductSummary } from '../mappers';
import { serverQuery } from './fetch';

export {
  commerceShopApiEndpoint,
  serverQuery,
  setServerFailureReporter,
  type ServerQueryOptions,
} from './fetch';
export { ShopApiError } from '../shop-api';
export type { ProductSummary } from '../mappers';

/** Cache tag for everything in the catalogue; the revalidate route clears it on staff edits. */
export const CATALOGUE_TAG = 'catalogue';

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
    tags: [CATALOGUE_TAG],
    revalidate: 300,
  });
  return {
    totalItems: data.products.totalItems,
    products: data.products.items
      .map(toProductSummary)
      .filter((product): product is ProductSummary => product !== null),
  };
}
