import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as GraphQL from 'graphql';
import type { DefinitionNode, DocumentNode, FragmentDefinitionNode } from 'graphql';
import { PACKAGE_ROOT } from '../environment';

/** The storefront's operations (packages/commerce-hooks), what it sends to the Shop API. */
export const DOCUMENTS_DIR = path.join(PACKAGE_ROOT, '../../packages/commerce-hooks/src/documents');

// graphql's CommonJS build, as the server's and the cost estimator's (query-cost.ts): a schema
// from the ES build the test runner would import is another realm to them.
const graphql = createRequire(__filename)('graphql') as typeof GraphQL;

/** Every committed document of the storefront, as one. */
export function storefrontDocument(): DocumentNode {
  const text = fs
    .readdirSync(DOCUMENTS_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => fs.readFileSync(path.join(DOCUMENTS_DIR, file), 'utf8'))
    .join('\n');
  return graphql.parse(text);
}

/**
 * The text the storefront sends for one operation: the operation and the fragments it spreads,
 * as codegen's typed document holds them (packages/commerce-hooks/src/gql).
 */
export function storefrontOperation(name: string): string {
  const { definitions } = storefrontDocument();
  const operation = definitions.find(
    (definition) =>
      definition.kind === graphql.Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`No operation ${name} in ${DOCUMENTS_DIR}`);
  const fragments = new Map(
    definitions
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === graphql.Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const used: DefinitionNode[] = [operation];
  for (let i = 0; i < used.length; i++) {
    graphql.visit(used[i]!, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.includes(fragment)) used.push(fragment);
      },
    });
  }
  return graphql.print({ kind: graphql.Kind.DOCUMENT, definitions: used });
}
