import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { toOutcome, type ShopFailure, type ShopOutcome } from '../results';

/** A failed call (network, HTTP, GraphQL error) as a failure with the generic message. */
export function unexpectedFailure(error: unknown): ShopFailure {
  return {
    ok: false,
    errorCode: 'UNKNOWN_ERROR',
    messageId: 'error.generic',
    values: {},
    message: error instanceof Error ? error.message : String(error),
  };
}

export interface ShopMutationState {
  loading: boolean;
  /** The last call's failure, ErrorResult or transport, until the next call. */
  failure: ShopFailure | null;
}

type MutationOptions<TData, TVariables> = Omit<
  useMutation.Options<TData, TVariables & Record<string, unknown>>,
  'variables'
>;

/**
 * A mutation whose result is an ErrorResult union, as `run(variables) → outcome`. It never
 * throws: a network or server failure is an outcome with the generic message, so a form shows it
 * like any other error.
 */
export function useOutcomeMutation<
  TData,
  TVariables extends Record<string, unknown>,
  TResult extends object,
>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TResult,
  options: MutationOptions<TData, TVariables> = {},
): [
  (
    variables: TVariables,
    callOptions?: MutationOptions<TData, TVariables>,
  ) => Promise<ShopOutcome<Exclude<TResult, { errorCode: unknown }>>>,
  ShopMutationState,
] {
  const [mutate, state] = useMutation(document, options as never);
  // The picker is usually written inline, a new function each render: kept in a ref so `run`
  // stays the same function for the component's life (safe in effect deps and memoised props).
  // Apollo's `mutate` is itself stable.
  const pickRef = useRef(pick);
  useLayoutEffect(() => {
    pickRef.current = pick;
  });
  const run = useCallback(
    async (variables: TVariables, callOptions: MutationOptions<TData, TVariables> = {}) => {
      try {
        const result = await mutate({ variables, ...(callOptions as object) } as never);
        if (!result.data) return unexpectedFailure(result.error ?? 'No data');
        return toOutcome(pickRef.current(result.data as TData));
      } catch (error) {
        return unexpectedFailure(error);
      }
    },
    [mutate],
  );
  const data = state.data as TData | undefined;
  const last = data ? toOutcome(pick(data)) : null;
  const failure = state.error ? unexpectedFailure(state.error) : last && !last.ok ? last : null;
  return [run, { loading: state.loading, failure }];
}
