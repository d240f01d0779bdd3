import type { Locale } from '@dar/i18n';
import { SHOP_API_ACCEPT, ShopApiError, shopApiUrl, type GraphQLErrorShape } from './shop-api';

/**
 * The Shop API's wire protocol (docs/product-spec.md §7), shared by the server fetchers and the browser's Apollo
 * link: a JSON POST of `{ query, variables, operationName }` (or an array of them, a batch) to the
 * endpoint with `?languageCode=`, an Accept header preferring `application/graphql-response+json`,
 * one retry of a query (never a mutation) on a retryable status, 400–599 as errors, and every
 * failure handed to a reporter.
 */

/** Statuses worth one more try: the server may answer differently a moment later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** `none`: GraphQL errors fail the call. `all`: data comes back together with its errors. */
export type ErrorPolicy = 'none' | 'all';

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface ShopOperation<TVariables = Record<string, unknown>> {
  query: string;
  operationName: string;
  variables?: TVariables;
}

export interface ShopResult<TData> {
  data: TData | null;
  errors: GraphQLErrorShape[];
}

/** What the reporter hears of a failed call (docs/product-spec.md §8). */
export interface ShopFailureReport {
  /** Which client made the call, e.g. `storefront-server` or `storefront-browser`. */
  client: string;
  operationType: OperationType;
  operationName: string;
  status?: number;
  errors: readonly GraphQLErrorShape[];
  error: ShopApiError;
}

export type ShopFailureReporter = (report: ShopFailureReport) => void;

/** Next.js's extension of RequestInit; declared here so the package does not depend on Next. */
export interface NextFetchOptions {
  next?: { tags?: string[]; revalidate?: number | false };
  cache?: RequestCache;
}

export interface ShopTransportOptions {
  endpoint: string;
  locale: Locale;
  /** Names the caller in failure reports. */
  client: string;
  reporter?: ShopFailureReporter;
  /** Extra headers, e.g. the shopper's cookie on account pages. */
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Next cache options for catalogue fetches. */
  fetchOptions?: NextFetchOptions;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** The operation type of the named operation in a document (`{ … }` shorthand is a query). */
export function operationTypeOf(query: string, operationName?: string): OperationType {
  const source = query.replace(/#[^\n]*/g, '');
  if (operationName) {
    const named = new RegExp(`\\b(query|mutation|subscription)\\s+${operationName}\\b`).exec(
      source,
    );
    if (named) return named[1] as OperationType;
  }
  const first = /^\s*(query|mutation|subscription)\b/.exec(source);
  return first ? (first[1] as OperationType) : 'query';
}

/** One operation; under the default policy a GraphQL error rejects with a ShopApiError. */
export async function shopRequest<TData, TVariables = Record<string, unknown>>(
  options: ShopTransportOptions,
  operation: ShopOperation<TVariables>,
  errorPolicy: ErrorPolicy = 'none',
): Promise<ShopResult<TData>> {
  const [result] = await send<TData>(options, [operation], false, errorPolicy);
  return result!;
}

/** Several operations in one HTTP request; results in the same order. */
export async function shopBatch<TData = unknown>(
  options: ShopTransportOptions,
  operations: readonly ShopOperation<Record<string, unknown>>[],
  errorPolicy: ErrorPolicy = 'none',
): Promise<ShopResult<TData>[]> {
  return send<TData>(options, operations, true, errorPolicy);
}

async function send<TData>(
  options: ShopTransportOptions,
  operations: readonly ShopOperation<unknown>[],
  batch: boolean,
  errorPolicy: ErrorPolicy,
): Promise<ShopResult<TData>[]> {
  const types = operations.map((op) => operationTypeOf(op.query, op.operationName));
  // A batch is retried only when every operation in it is safe to repeat.
  const retryable = types.every((type) => type === 'query');
  const names = operations.map((op) => op.operationName).join(', ');
  const payload = operations.map(({ query, operationName, variables }) => ({
    query,
    operationName,
    variables: variables ?? {},
  }));
  const fail = (error: ShopApiError, index = 0): never => {
    const report: ShopFailureReport = {
      client: options.client,
      operationType: types[index] ?? 'query',
      operationName: batch ? names : operations[0]!.operationName,
      status: error.status,
      errors: error.errors,
      error,
    };
    options.reporter?.(report);
    throw error;
  };

  const doFetch = options.fetch ?? fetch;
  const init: RequestInit & NextFetchOptions = {
    ...options.fetchOptions,
    method: 'POST',
    headers: {
      ...options.headers,
      'content-type': 'application/json',
      accept: SHOP_API_ACCEPT,
    },
    body: JSON.stringify(batch ? payload : payload[0]),
    credentials: options.credentials,
    signal: options.signal,
  };
  const url = shopApiUrl(options.endpoint, options.locale);

  let response: Response | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      return fail(
        new ShopApiError(
          'network',
          names,
          `The commerce server could not be reached: ${(cause as Error).message}`,
        ),
      );
    }
    if (!(retryable && attempt === 0 && RETRYABLE_STATUSES.has(response.status))) break;
    // The first answer's body is not used; free its connection before asking again.
    await response.body?.cancel().catch(() => undefined);
  }
  const res = response!;
  const body: unknown = await res.json().catch(() => undefined);

  if (res.status >= 400) {
    const errors = errorsOf(Array.isArray(body) ? body[0] : body);
    return fail(
      new ShopApiError(
        'http',
        names,
        `${names} failed with HTTP ${res.status}`,
        res.status,
        errors,
        res.headers,
      ),
    );
  }
  const bodies = batch ? body : [body];
  if (
    !Array.isArray(bodies) ||
    bodies.length !== operations.length ||
    !bodies.every((entry) => isObject(entry))
  ) {
    return fail(
      new ShopApiError(
        'invalid-result',
        names,
        `${names} returned no ${batch ? 'array of results' : 'JSON object'}`,
        res.status,
        [],
        res.headers,
      ),
    );
  }
  return (bodies as Record<string, unknown>[]).map((entry, index) => {
    const errors = errorsOf(entry);
    if (errors.length > 0 && errorPolicy === 'none') {
      fail(
        new ShopApiError(
          'graphql',
          operations[index]!.operationName,
          errors.map((error) => error.message).join('; '),
          res.status,
          errors,
          res.headers,
        ),
        index,
      );
    }
    return { data: (entry.data ?? null) as TData | null, errors };
  });
}

function errorsOf(body: unknown): GraphQLErrorShape[] {
  return isObject(body) && Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
