import type { ApiOptions } from '@vendure/core';
import { defaultVendureComplexityEstimator } from '@vendure/harden-plugin';
import { type DocumentNode, GraphQLError, type GraphQLSchema, separateOperations } from 'graphql';
import { createRequire } from 'node:module';
import type * as QueryComplexity from 'graphql-query-complexity';

// Its CommonJS build, always: its ES build brings a second copy of graphql (another realm) under
// test runners that import ES modules, and Vendure's schema belongs to the CommonJS one.
const { getComplexity, simpleEstimator } = createRequire(__filename)(
  'graphql-query-complexity',
) as typeof QueryComplexity;

/**
 * What a Shop API operation may cost, in the units of Vendure's own estimator
 * (`@vendure/harden-plugin`): each field 1, a list field 5 × its selection, a paginated list
 * (`products`, `collections`, `search`…) its selection plus log(selection) × `take` (1000 when
 * `take` is not given). A count of fields is no cost: one request of 330 aliased
 * `products(options: { take: 100 })` (990 fields) held every other client for seconds.
 *
 * The storefront's own operations (packages/commerce-hooks/src/documents) cost at most 5,040
 * (`CollectionTree`: every collection, no `take`), most under 500; src/e2e/query-cost.e2e-spec.ts
 * logs every score and fails when the dearest comes within three times of the limit. 20,000
 * leaves them four times that; the attack that stalled the server cost about 94,000.
 */
export const MAX_QUERY_COST = 20_000;

const estimators = [
  defaultVendureComplexityEstimator({}, false),
  simpleEstimator({ defaultComplexity: 1 }),
];

/** The cost of one operation of a document (the named one, or the document's only one). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  const query = operationName
    ? (separateOperations(document)[operationName] ?? document)
    : document;
  return getComplexity({ schema, query, variables, estimators });
}

/** Operations whose cost is remembered; past this the memory starts again (a crafted stream). */
const KNOWN_COSTS = 2_000;

type ApolloPlugin = NonNullable<ApiOptions['apolloServerPlugins']>[number];

/**
 * Refuses a Shop API operation that costs more than the limit, before anything runs, with a
 * `QUERY_TOO_COMPLEX` error and HTTP 400 (the harden plugin's own check answers an internal server
 * error instead). The Admin API is staff's, behind a sign-in, and is not measured.
 */
export function queryCostPlugin(maxCost = MAX_QUERY_COST): ApolloPlugin {
  const knownCosts = new Map<string, number>();
  return {
    async requestDidStart({ schema }) {
      if (schema.getQueryType()?.getFields().administrators) return;
      return {
        async didResolveOperation({ request, document, queryHash }) {
          // The cost depends on the document and the variables only: the storefront sends the
          // same few operations again and again, and walking them each time cost more than
          // answering a cached read (plugins/catalogue-cache).
          const key = `${queryHash}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
          let cost = knownCosts.get(key);
          if (cost === undefined) {
            cost = queryCost(schema, document, request.operationName, request.variables);
            if (knownCosts.size >= KNOWN_COSTS) knownCosts.clear();
            knownCosts.set(key, cost);
          }
          if (cost > maxCost) {
            throw new GraphQLError(
              `Operation ${request.operationName ?? 'anonymous'} costs ${cost}; the limit is ${maxCost}.`,
              { extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
