import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { RequestContext } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import type { GraphQLResolveInfo } from 'graphql';

/**
 * For an interceptor that stands before one Shop API mutation: the mutation's RequestContext and
 * arguments when `context` is that mutation, undefined for anything else (another field, the
 * Admin API, a REST route).
 */
export function shopMutation<Args>(
  context: ExecutionContext,
  fieldName: string,
): { ctx: RequestContext; args: Args } | undefined {
  if (context.getType<GqlContextType>() !== 'graphql') return undefined;
  const gqlContext = GqlExecutionContext.create(context);
  const info = gqlContext.getInfo<GraphQLResolveInfo>();
  if (info.parentType.name !== 'Mutation' || info.fieldName !== fieldName) return undefined;
  const { req } = gqlContext.getContext<{
    req: Parameters<typeof internal_getRequestContext>[0];
  }>();
  const ctx = internal_getRequestContext(req, context);
  if (ctx.apiType !== 'shop') return undefined;
  return { ctx, args: gqlContext.getArgs<Args>() };
}
