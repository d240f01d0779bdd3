import type { Locale } from '@dar/i18n';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, Kind, print } from 'graphql';
import { shopRequest, type ShopFailureReporter, type ShopTransportOptions } from '../transport';

export interface ServerQueryOptions<TData, TVariables> {
  /** A typed document from src/gql; its operation name and types come with it. */
  document: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
  locale: Locale;
  /** Next cache tags, so a catalogue page costs no backend call until the tag is revalidated. */
  tags?: string[];
  /** Seconds a cached answer stays fresh; catalogue data is also cleared by tag. */
  revalidate?: number | false;
  /** The commerce server's Shop API; defaults to COMMERCE_SHOP_API_URL. */
  endpoint?: string;
  /**
   * The shopper's Cookie header, for account and checkout pages only: such an answer is personal,
   * so it is never cached (and the Set-Cookie of a renewed session is not forwarded back).
   */
  cookie?: string;
}

export function commerceShopApiEndpoint(): string {
  return process.env.COMMERCE_SHOP_API_URL ?? 'http://localhost:3001/shop-api';
}

let reporter: ShopFailureReporter | undefined = logServerFailure;

/**
 * Where the server fetchers' failures go (docs/product-spec.md §8); by default `logServerFailure`. An app that
 * also wants to act on a failure (say, answer 503 when the commerce server is down) sets a
 * reporter that calls `logServerFailure` too.
 */
export function setServerFailureReporter(next: ShopFailureReporter | undefined): void {
  reporter = next;
}

/** The default reporter: one line on stderr per failure. */
export function logServerFailure(report: Parameters<ShopFailureReporter>[0]): void {
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
export async function serverQuery<TData, TVariables>({
  document,
  variables,
  locale,
  tags,
  revalidate,
  endpoint = commerceShopApiEndpoint(),
  cookie,
}: ServerQueryOptions<TData, TVariables>): Promise<TData> {
  return send(
    document,
    variables,
    { endpoint, locale },
    cookie === undefined
      ? { fetchOptions: { next: { tags, revalidate } } }
      : { headers: { cookie }, fetchOptions: { cache: 'no-store' } },
  );
}

/** One operation from the storefront's server, with its caching and headers. */
async function send<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  { endpoint, locale }: { endpoint: string; locale: Locale },
  options: Pick<ShopTransportOptions, 'headers' | 'fetchOptions' | 'fetch'>,
): Promise<TData> {
  const { query, operationName } = printed(document);
  const { data } = await shopRequest<TData, TVariables>(
    { endpoint, locale, client: 'storefront-server', reporter, ...options },
    { query, operationName, variables },
  );
  return data as TData;
}

export interface ServerMutationOptions<TData, TVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  locale: Locale;
  /**
   * Headers that name the shopper to the commerce server (the storefront's signed client
   * address), so its rate limits count this shopper and not the storefront, as they do for the
   * browser's calls through the storefront's `/shop-api` route.
   */
  clientHeaders?: Record<string, string>;
  endpoint?: string;
}

/**
 * One mutation from the storefront's server (a Server Action), for forms that need no Shop API
 * client in the browser. Never cached, never with cookies: for anonymous operations only.
 */
export async function serverMutation<TData, TVariables>({
  document,
  variables,
  locale,
  clientHeaders,
  endpoint = commerceShopApiEndpoint(),
}: ServerMutationOptions<TData, TVariables>): Promise<TData> {
  return send(
    document,
    variables,
    { endpoint, locale },
    {
      ...(clientHeaders ? { headers: { ...clientHeaders } } : {}),
      fetchOptions: { cache: 'no-store' },
    },
  );
}

export interface SessionMutationOptions<TData, TVariables> extends ServerMutationOptions<
  TData,
  TVariables
> {
  /** The shopper's Cookie header as the browser sent it (never re-encoded: it is signed). */
  cookie: string;
}

/**
 * One mutation on the shopper's own session from the storefront's server (signing in or out from
 * a form posted before the page's scripts ran): the shopper's cookie goes along, and the commerce
 * server's `Set-Cookie` headers come back untouched, each its own string, for the storefront to
 * pass on to the browser exactly as its `/shop-api` route does. Never cached.
 */
export async function serverSessionMutation<TData, TVariables>({
  document,
  variables,
  locale,
  cookie,
  clientHeaders,
  endpoint = commerceShopApiEndpoint(),
}: SessionMutationOptions<TData, TVariables>): Promise<{ data: TData; setCookies: string[] }> {
  const setCookies: string[] = [];
  const data = await send(
    document,
    variables,
    { endpoint, locale },
    {
      headers: { ...clientHeaders, ...(cookie ? { cookie } : {}) },
      fetchOptions: { cache: 'no-store' },
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        setCookies.push(...response.headers.getSetCookie());
        return response;
      },
    },
  );
  return { data, setCookies };
}

const printedDocuments = new WeakMap<DocumentNode, { query: string; operationName: string }>();

/** The query text and operation name of a document, printed once. */
function printed(document: DocumentNode): { query: string; operationName: string } {
  let result = printedDocuments.get(document);
  if (!result) {
    const operation = document.definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation?.name) throw new Error('A server query needs a named operation.');
    result = { query: print(document), operationName: operation.name.value };
    printedDocuments.set(document, result);
  }
  return result;
}
