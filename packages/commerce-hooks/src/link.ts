import { ApolloLink } from '@apollo/client';
import { BatchLink } from '@apollo/client/link/batch';
import type { FormattedExecutionResult } from 'graphql';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { shopBatch, shopRequest, type ShopResult, type ShopTransportOptions } from './transport';

export interface ShopLinkOptions extends Omit<ShopTransportOptions, 'signal'> {
  /**
   * Send the operations of one tick as one array request. Off by default: Vendure's GraphQL server
   * does not accept batched requests (see the package README).
   */
  batch?: boolean;
}

/**
 * Apollo's way onto the Shop API through our transport, so the browser retries, reports and
 * fails exactly as the server fetchers do. GraphQL errors travel with the data: Apollo's own
 * `errorPolicy` (`none` unless asked otherwise) decides whether they fail the query.
 */
export function createShopLink({ batch = false, ...options }: ShopLinkOptions): ApolloLink {
  if (batch) {
    return new BatchLink({
      batchHandler: (operations) =>
        fromPromise((signal) =>
          shopBatch(
            { ...options, signal },
            operations.map((operation) => ({
              query: print(operation.query),
              operationName: operation.operationName ?? '',
              variables: operation.variables,
            })),
            'all',
          ).then((results) => results.map(toApolloResult)),
        ),
    });
  }
  return new ApolloLink((operation) =>
    fromPromise((signal) =>
      shopRequest<Record<string, unknown>>(
        { ...options, signal },
        {
          query: print(operation.query),
          operationName: operation.operationName ?? '',
          variables: operation.variables,
        },
        'all',
      ).then(toApolloResult),
    ),
  );
}

function toApolloResult(result: ShopResult<unknown>): ApolloLink.Result {
  const formatted: FormattedExecutionResult = {
    data: result.data as Record<string, unknown> | null,
    ...(result.errors.length > 0 ? { errors: result.errors } : {}),
  };
  return formatted as ApolloLink.Result;
}

function fromPromise<T>(start: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    start(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}
