import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { GraphQLResolveInfo } from 'graphql';
import { defer, type Observable, of, switchMap } from 'rxjs';
import { RateLimitService } from '../services/rate-limit.service';
import { limitedCall } from '../services/rate-limits';
import { verifiedClientAddress } from '../services/client-address';
import { AdminRateLimitedError, ShopRateLimitedError } from './rate-limited-error';

/** The part of Express's request this needs (Express itself is Vendure's dependency). */
interface ClientRequest {
  ip?: string;
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Stands in front of every GraphQL mutation, stock or ours, and answers a rate-limited one with a
 * RateLimitedError result (part of the operation's result union) instead of running it.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(private readonly rateLimits: RateLimitService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
    const gqlContext = GqlExecutionContext.create(context);
    const info = gqlContext.getInfo<GraphQLResolveInfo>();
    if (
      info.parentType.name !== 'Mutation' ||
      // Only where the schema can carry the answer (the Admin API has just the sign-ins).
      !info.schema.getType('RateLimitedError')
    ) {
      return next.handle();
    }
    const { req } = gqlContext.getContext<{ req: ClientRequest }>();
    const call = limitedCall(
      info.fieldName,
      gqlContext.getArgs(),
      () =>
        internal_getRequestContext(req as Parameters<typeof internal_getRequestContext>[0], context)
          .activeUserId,
    );
    if (!call) return next.handle();
    const adminApi = Boolean(info.schema.getQueryType()?.getFields().administrators);
    // The storefront's signed shopper address; otherwise Express's `req.ip`, which believes
    // forwarding headers only from the proxies in TRUST_PROXY.
    const ip =
      verifiedClientAddress(req.headers, this.rateLimits.clientAddressSecret) ??
      req.ip ??
      req.socket.remoteAddress ??
      'unknown';
    const wait = this.rateLimits.take(
      call.operation,
      ip,
      call.identifier,
      adminApi ? 'admin' : 'shop',
    );
    return defer(() => wait).pipe(
      switchMap((seconds) =>
        seconds === 0
          ? next.handle()
          : of(adminApi ? new AdminRateLimitedError(seconds) : new ShopRateLimitedError(seconds)),
      ),
    );
  }
}
