import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimitedOperation } from './rate-limits';
import { SlidingWindowCounter } from './sliding-window';

export const RATE_LIMIT_OPTIONS = Symbol('RATE_LIMIT_OPTIONS');

export interface RateLimitPluginOptions {
  /** Overrides of DEFAULT_RATE_LIMITS, per operation. */
  limits?: Partial<Record<RateLimitedOperation, RateLimit>>;
}

@Injectable()
export class RateLimitService {
  private readonly counter = new SlidingWindowCounter();
  private readonly limits: Record<RateLimitedOperation, RateLimit>;

  constructor(@Inject(RATE_LIMIT_OPTIONS) options: RateLimitPluginOptions) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  }

  /**
   * Counts one call of the operation from this IP for this identifier. Returns 0 when it may go
   * ahead, otherwise the seconds to wait; a refused call is not counted, so waiting out the
   * window is always enough.
   */
  take(operation: RateLimitedOperation, ip: string, identifier: string | undefined): number {
    const limit = this.limits[operation];
    const windowMs = limit.windowSeconds * 1000;
    const keys: [string, number][] = [[`${operation}|ip|${ip}`, limit.perIp]];
    if (identifier) keys.push([`${operation}|id|${identifier}`, limit.perIdentifier]);
    const wait = Math.max(
      ...keys.map(([key, max]) => this.counter.waitSeconds(key, max, windowMs)),
    );
    if (wait === 0) for (const [key] of keys) this.counter.record(key, windowMs);
    return wait;
  }
}
