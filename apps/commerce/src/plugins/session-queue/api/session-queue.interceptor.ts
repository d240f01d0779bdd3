import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { GraphQLResolveInfo } from 'graphql';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { KeyedQueue } from '../services/keyed-queue';

/**
 * A mutation that has not answered in this long no longer holds up the session's next one: a
 * hung call costs the shopper a delay, not the cart.
 */
const MAX_WAIT_MS = 30_000;

/**
 * Runs each session's mutations one at a time, in the order they arrive; other sessions are not
 * held up.
 *
 * Vendure's order mutations read the whole order, change it and save it back. Two of them for the
 * same order at once each write their own stale copy, and the first one's change is lost: on
 * PostgreSQL (a pool of connections), the checkout's new address and the delivery chosen for it,
 * sent together, left the order with its old address, and its payment was then refused. SQLite
 * has one connection, so its calls never overlapped. The queue wraps the resolver's transaction,
 * so the next mutation reads what the previous one committed.
 */
@Injectable()
export class SessionQueueInterceptor implements NestInterceptor {
  private readonly queue = new KeyedQueue(MAX_WAIT_MS);

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
    const gqlContext = GqlExecutionContext.create(context);
    const info = gqlContext.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== 'Mutation') return next.handle();
    const { req } = gqlContext.getContext<{
      req: Parameters<typeof internal_getRequestContext>[0];
    }>();
    // The auth guard has run: a shopper's session exists by now (made for a guest's first cart).
    const session = internal_getRequestContext(req, context).session;
    if (!session) return next.handle();
    return defer(() => this.queue.run(String(session.id), () => lastValueFrom(next.handle())));
  }
}
