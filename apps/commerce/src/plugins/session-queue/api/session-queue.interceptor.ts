import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { GraphQLResolveInfo } from 'graphql';
import { Mutex } from 'redis-semaphore';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { sharedRedis } from '../../../common/redis';
import { KeyedQueue } from '../services/keyed-queue';

export const SESSION_QUEUE_OPTIONS = Symbol('SESSION_QUEUE_OPTIONS');

export interface SessionQueueOptions {
  /** REDIS_URL: a session's mutations are serialized across every server process. */
  redisUrl?: string;
}

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
 *
 * With several server processes (REDIS_URL), a session's calls may reach different replicas: each
 * mutation also holds the session's lock in Redis (redis-semaphore's Mutex), which expires after
 * the same 30 s if its holder hangs or dies. Within a process, the queue keeps arrival order and
 * spares Redis the waiting.
 */
@Injectable()
export class SessionQueueInterceptor implements NestInterceptor {
  private readonly queue = new KeyedQueue(MAX_WAIT_MS);

  constructor(@Inject(SESSION_QUEUE_OPTIONS) private readonly options: SessionQueueOptions) {}

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
    const key = String(session.id);
    return defer(() =>
      this.queue.run(key, () => this.acrossProcesses(key, () => lastValueFrom(next.handle()))),
    );
  }

  private async acrossProcesses<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (!this.options.redisUrl) return task();
    const lock = new Mutex(sharedRedis(this.options.redisUrl), `dar:session-lock:${key}`, {
      lockTimeout: MAX_WAIT_MS,
      acquireTimeout: MAX_WAIT_MS,
      retryInterval: 10,
      // Never refreshed: a holder that hangs frees the session after MAX_WAIT_MS, as in-process.
      refreshInterval: 0,
    });
    // Not acquired within MAX_WAIT_MS (a hung holder, Redis down): go ahead, as the queue does.
    const acquired = await lock.tryAcquire().catch(() => false);
    try {
      return await task();
    } finally {
      if (acquired) await lock.release().catch(() => undefined);
    }
  }
}
