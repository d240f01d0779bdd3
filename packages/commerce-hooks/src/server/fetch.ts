import type { Locale } from '@dar/i18n';
import { SHOP_API_ACCEPT, ShopApiError, shopApiUrl, type GraphQLErrorShape } from '../shop-api';

/** Next.js's extension of RequestInit; declared here so the package does not depend on Next. */
interface NextFetchOptions {
  next?: { tags?: string[]; revalidate?: number | false };
  cache?: RequestCache;
}

export interface ServerQueryOptions<TVariables> {
  query: string;
  operationName: string;
  variables?: TVariables;
  locale: Locale;
  /** Next cache tags, so a catalogue page costs no backend call until the tag is revalidated. */
  tags?: string[];
  /** Seconds a cached answer stays fresh; catalogue data is also cleared by tag. */
  revalidate?: number | false;
  /** The commerce server's Shop API; defaults to COMMERCE_SHOP_API_URL. */
  endpoint?: string;
}

export function commerceShopApiEndpoint(): string {
  return process.env.COMMERCE_SHOP_API_URL ?? 'http://localhost:3001/shop-api';
}

/**
 * One query from a Server Component. Catalogue fetchers never send cookies: the answer is the same
 * for every shopper and can be cached and shared.
 */
export async function serverQuery<TData, TVariables = Record<string, never>>({
  query,
  operationName,
  variables,
  locale,
  tags,
  revalidate,
  endpoint = commerceShopApiEndpoint(),
}: ServerQueryOptions<TVariables>): Promise<TData> {
  const init: RequestInit & NextFetchOptions = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: SHOP_API_ACCEPT },
    body: JSON.stringify({ query, operationName, variables: variables ?? {} }),
    next: { tags, revalidate },
  };
  let response: Response;
  try {
    response = await fetch(shopApiUrl(endpoint, locale), init);
  } catch (cause) {
    throw new ShopApiError(
      'network',
      operationName,
      `The commerce server could not be reached: ${(cause as Error).message}`,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  const errors =
    isObject(body) && Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : [];
  if (!response.ok) {
    throw new ShopApiError(
      'http',
      operationName,
      `${operationName} failed with HTTP ${response.status}`,
      response.status,
      errors,
    );
  }
  if (!isObject(body)) {
    throw new ShopApiError(
      'invalid-result',
      operationName,
      `${operationName} returned no JSON object`,
    );
  }
  if (errors.length > 0) {
    throw new ShopApiError(
      'graphql',
      operationName,
      errors.map((error) => error.message).join('; '),
      response.status,
      errors,
    );
  }
  return body.data as TData;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
