import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Deep enough for every storefront query (order → lines → variant → product → assets ≈ 8). */
export const MAX_QUERY_DEPTH = 12;
/**
 * Field selections per operation, counting each fragment spread where it is used: the largest
 * storefront query (the checkout's order) selects about 150. What an operation costs is bounded
 * by query-cost.ts (Vendure's estimator); this only stops the walk of a huge document early.
 */
export const MAX_QUERY_FIELDS = 5000;
/**
 * How many times one field may be asked for under different aliases in one selection set. The
 * storefront never aliases; an attacker repeats one expensive field hundreds of times.
 */
export const MAX_ALIASES_PER_FIELD = 10;

/** The Shop API's validation rules: depth, size and alias limits on every operation. */
export function shopQueryLimits(
  maxDepth = MAX_QUERY_DEPTH,
  maxFields = MAX_QUERY_FIELDS,
  maxAliases = MAX_ALIASES_PER_FIELD,
): ValidationRule[] {
  return [
    (context) => operationLimits(context, maxDepth, maxFields),
    (context) => aliasLimit(context, maxAliases),
  ];
}

/** Refuses a selection set that asks for one field under more than `maxAliases` names. */
function aliasLimit(context: ValidationContext, maxAliases: number): ASTVisitor {
  return {
    SelectionSet(selectionSet: SelectionSetNode) {
      const names = new Map<string, Set<string>>();
      for (const selection of selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const field = selection.name.value;
        const responseNames = names.get(field) ?? new Set<string>();
        responseNames.add(selection.alias?.value ?? field);
        names.set(field, responseNames);
        if (responseNames.size === maxAliases + 1) {
          context.reportError(
            new GraphQLError(
              `The field ${field} is asked for under more than ${maxAliases} aliases.`,
              { nodes: [selection] },
            ),
          );
        }
      }
    },
  };
}

function operationLimits(
  context: ValidationContext,
  maxDepth: number,
  maxFields: number,
): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const name = operation.name?.value ?? 'anonymous';
      const measured = measure(operation.selectionSet, fragments, 1, new Set(), maxFields);
      if (measured.depth > maxDepth) {
        context.reportError(
          new GraphQLError(
            `Operation ${name} is nested ${measured.depth} levels deep; the limit is ${maxDepth}.`,
            { nodes: [operation], extensions: { code: 'QUERY_TOO_DEEP' } },
          ),
        );
      }
      if (measured.fields > maxFields) {
        context.reportError(
          new GraphQLError(`Operation ${name} selects more than ${maxFields} fields.`, {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  };
}

/** Depth and field count of a selection set, following fragments (a cycle stops the walk). */
function measure(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  depth: number,
  visiting: Set<string>,
  maxFields: number,
): { depth: number; fields: number } {
  let deepest = depth;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    // Past the limit the answer is known; stop before a crafted document costs more time.
    if (fields > maxFields) break;
    let inner: { depth: number; fields: number } | undefined;
    if (selection.kind === Kind.FIELD) {
      // Introspection is the schema describing itself (deep `ofType` chains by design); it is
      // off in production, and in development tools and codegen need it whole.
      if (selection.name.value === '__schema' || selection.name.value === '__type') continue;
      fields += 1;
      if (selection.selectionSet) {
        inner = measure(selection.selectionSet, fragments, depth + 1, visiting, maxFields);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, depth, visiting, maxFields);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !visiting.has(fragment.name.value)) {
        visiting.add(fragment.name.value);
        inner = measure(fragment.selectionSet, fragments, depth, visiting, maxFields);
        visiting.delete(fragment.name.value);
      }
    }
    if (inner) {
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    }
  }
  return { depth: deepest, fields };
}
