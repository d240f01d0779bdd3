import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimitedOperation } from './rate-limits';
import { SlidingWindowCounter } from './sliding-window';

export const RATE_LIMIT_OPTIONS = Symbol('RATE_LIMIT_OPTIONS');

export interface RateLimitPluginOptions {
  /** Overrides of DEFAULT_RATE_LIMITS, per operation. */
  limits?: Partial<Record<RateLimitedOperation, RateLimit>>;
  /** CLIENT_ADDRESS_SECRET: the storefront's signed client addresses are believed with it. */
  clientAddressSecret?: string;
}

/** Which API a call came through: staff's sign-ins are counted apart from shoppers'. */
export type RateLimitScope = 'shop' | 'admin';

@Injectable()
export class RateLimitService {
  private readonly counter = new SlidingWindowCounter();
  private readonly limits: Record<RateLimitedOperation, RateLimit>;
  readonly clientAddressSecret: string | undefined;

  constructor(@Inject(RATE_LIMIT_OPTIONS) options: RateLimitPluginOptions) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
    this.clientAddressSecret = options.clientAddressSecret;
  }

  /**
   * Counts one call of the operation from this IP for this identifier. Returns 0 when it may go
   * ahead, otherwise the seconds to wait; a refused call is not counted, so waiting out the
   * window is always enough. Each API has its own buckets: strangers failing to sign in to the
   * shop never lock staff out of the Admin API.
   */
  take(
    operation: RateLimitedOperation,
    ip: string,
    identifier: string | undefined,
    scope: RateLimitScope = 'shop',
  ): number {
    const limit = this.limits[operation];
    const windowMs = limit.windowSeconds * 1000;
    const prefix = `${scope}|${operation}`;
    const keys: [string, number][] = [[`${prefix}|ip|${ip}`, limit.perIp]];
    if (identifier) keys.push([`${prefix}|id|${identifier}`, limit.perIdentifier]);
    const wait = Math.max(
      ...keys.map(([key, max]) => this.counter.waitSeconds(key, max, windowMs)),
    );
    if (wait === 0) for (const [key] of keys) this.counter.record(key, windowMs);
    return wait;
  }
}
