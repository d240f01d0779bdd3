'use client';

import {
  toOutcome,
  unexpectedFailure,
  type ShopClient,
  type ShopOutcome,
} from '@dar/commerce-hooks';
import { useCallback } from 'react';
import { useLiveClientWhenReady } from '../personal/personal';

/** A generated document, typed by its data and variables (as `@graphql-typed-document-node`). */
interface ShopDocument<TData, TVariables> {
  __apiType?: (variables: TVariables) => TData;
}

/**
 * Sends one mutation through the page's client, waiting for it if the shopper was quicker, and
 * answers as the hooks do (`toOutcome`; a failed call is the generic failure, never a throw).
 * For forms shown before the client loads, so what the shopper typed is never swapped out.
 */
export function useShopMutation() {
  const whenClient = useLiveClientWhenReady();
  return useCallback(
    async <TData, TVariables extends Record<string, unknown>, TResult extends object>(
      document: ShopDocument<TData, TVariables>,
      variables: TVariables,
      pick: (data: TData) => TResult,
    ): Promise<ShopOutcome<Exclude<TResult, { errorCode: unknown }>>> => {
      try {
        const client = (await whenClient()) as ShopClient;
        const result = await client.mutate({ mutation: document, variables } as never);
        const data = result.data as TData | undefined;
        return data ? toOutcome(pick(data)) : unexpectedFailure(result.error ?? 'No data');
      } catch (error) {
        return unexpectedFailure(error);
      }
    },
    [whenClient],
  );
}
