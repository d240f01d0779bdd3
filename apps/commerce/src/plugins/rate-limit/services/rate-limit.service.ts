import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { closeSharedRedis, sharedRedis } from '../../../common/redis';
import { rateLimitAddressKey } from './client-address';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimitedOperation } from './rate-limits';

export const RATE_LIMIT_OPTIONS = Symbol('RATE_LIMIT_OPTIONS');

export interface RateLimitPluginOptions {
  /** Overrides of DEFAULT_RATE_LIMITS, per operation. */
  limits?: Partial<Record<RateLimitedOperation, RateLimit>>;
  /** CLIENT_ADDRESS_SECRET: the storefront's signed client addresses are believed with it. */
  clientAddressSecret?: string;
  /**
   * REDIS_URL: counters every server process shares, so a limit trips at the same count however
   * many replicas the calls were spread over. Without it each process counts in its own memory.
   */
  redisUrl?: string;
}

/**
 * An account's sign-ins are refused everywhere once this many addresses' worth of attempts
 * (`perIdentifier` each) were made in the window.
 */
export const SIGN_IN_ADDRESSES_PER_ACCOUNT = 5;

/** Which API a call came through: staff's sign-ins are counted apart from shoppers'. */
export type RateLimitScope = 'shop' | 'admin';

/**
 * Counts with rate-limiter-flexible: a fixed window per key that starts at the key's first call,
 * in Redis when REDIS_URL is set (in memory while Redis is unreachable), else in memory.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly limits: Record<RateLimitedOperation, RateLimit>;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  readonly clientAddressSecret: string | undefined;
  private readonly redisUrl: string | undefined;

  constructor(@Inject(RATE_LIMIT_OPTIONS) options: RateLimitPluginOptions) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
    this.clientAddressSecret = options.clientAddressSecret;
    this.redisUrl = options.redisUrl;
  }

  /**
   * Counts one call of the operation from this IP (an IPv6 address by its /64) for this identifier. Resolves to 0 when it may
   * go ahead, otherwise the seconds to wait; a refused call is not counted, so waiting out the
   * window is always enough. Each API has its own buckets: strangers failing to sign in to the
   * shop never lock staff out of the Admin API.
   */
  async take(
    operation: RateLimitedOperation,
    ip: string,
    identifier: string | undefined,
    scope: RateLimitScope = 'shop',
  ): Promise<number> {
    const limit = this.limits[operation];
    const prefix = `rate|${scope}|${operation}`;
    const address = rateLimitAddressKey(ip);
    const keys: [RateLimiterAbstract, string][] = [
      [this.limiter(`${prefix}|ip`, limit.perIp, limit.windowSeconds), address],
    ];
    if (identifier && operation === 'login') {
      // A sign-in is counted per account from each address, and per account from everywhere at
      // a higher limit: a stranger who fails from their own address stops themselves, not the
      // owner, while guesses spread over many addresses stay bounded.
      keys.push(
        [
          this.limiter(`${prefix}|id-ip`, limit.perIdentifier, limit.windowSeconds),
          `${identifier}|${address}`,
        ],
        [
          this.limiter(
            `${prefix}|id`,
            limit.perIdentifier * SIGN_IN_ADDRESSES_PER_ACCOUNT,
            limit.windowSeconds,
          ),
          identifier,
        ],
      );
    } else if (identifier) {
      keys.push([
        this.limiter(`${prefix}|id`, limit.perIdentifier, limit.windowSeconds),
        identifier,
      ]);
    }
    // Each consume is atomic where the counter lives, so concurrent calls on several replicas
    // are counted exactly; a refusal gives back what this call took from every key.
    const outcomes = await Promise.allSettled(keys.map(([limiter, key]) => limiter.consume(key)));
    const refusals: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      refusals.push(outcome.reason);
    }
    if (refusals.length === 0) return 0;
    await Promise.all(keys.map(([limiter, key]) => limiter.reward(key, 1)));
    return Math.max(1, ...refusals.map((refusal) => Math.ceil(refusal.msBeforeNext / 1000)));
  }

  private limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const name = `${keyPrefix}|${points}|${duration}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      limiter = this.redisUrl
        ? new RateLimiterRedis({
            storeClient: sharedRedis(this.redisUrl),
            keyPrefix: `dar:${keyPrefix}`,
            points,
            duration,
            // Redis down: count in this process's memory rather than let every guess through.
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redisUrl) await closeSharedRedis();
  }
}
