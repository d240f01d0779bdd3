import type { Locale } from '@dar/i18n';
import { shopRequest, type ShopFailureReporter } from '../transport';

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

let reporter: ShopFailureReporter | undefined = defaultServerReporter;

/** Where the server fetchers' failures go (spec §8); by default one line on stderr each. */
export function setServerFailureReporter(next: ShopFailureReporter | undefined): void {
  reporter = next;
}

function defaultServerReporter(report: Parameters<ShopFailureReporter>[0]): void {
  console.error(
    `[shop-api] ${report.client} ${report.operationType} ${report.operationName} failed` +
      (report.status ? ` (HTTP ${report.status})` : '') +
      `: ${report.error.message}`,
  );
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
  const { data } = await shopRequest<TData, TVariables>(
    {
      endpoint,
      locale,
      client: 'storefront-server',
      reporter,
      fetchOptions: { next: { tags, revalidate } },
    },
    { query, operationName, variables },
  );
  return data as TData;
}
