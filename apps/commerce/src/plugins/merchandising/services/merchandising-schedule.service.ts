import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  EventBus,
  Logger,
  ProcessContext,
  RequestContext,
  TransactionalConnection,
  type Type,
} from '@vendure/core';
import { MoreThan } from 'typeorm';
import { Alert } from '../entities/alert.entity';
import { Banner } from '../entities/banner.entity';
import type { ScheduledEntity } from '../entities/scheduled.entity';
import { SuperBanner } from '../entities/super-banner.entity';
import { WheelPromotion } from '../entities/wheel-promotion.entity';
import { MerchandisingEvent } from '../events/merchandising.event';

const loggerCtx = 'DarMerchandisingSchedule';

const SCHEDULED: Array<Type<ScheduledEntity>> = [Banner, SuperBanner, Alert, WheelPromotion];

/** Timers are re-planned at least this often (Node's own limit is about 24.8 days). */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;
/** After the boundary, so that the shop's query (`startsAt <= now < endsAt`) sees it passed. */
const AFTER_BOUNDARY_MS = 1000;

/**
 * Publishes a {@link MerchandisingEvent} of type `schedule` when the next start or end time of an
 * enabled item passes, so an alert strip scheduled to end leaves the storefront then, not when the
 * storefront's own cache happens to expire. Planned at start and again after every staff edit
 * and every boundary; only in the server process (a worker would announce it twice).
 */
@Injectable()
export class MerchandisingScheduleService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly eventBus: EventBus,
    private readonly processContext: ProcessContext,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.processContext.isServer) return;
    this.eventBus.ofType(MerchandisingEvent).subscribe((event) => {
      if (event.type !== 'schedule') void this.plan();
    });
    void this.plan();
  }

  onModuleDestroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The soonest start or end time after `now` of an enabled item, if any. */
  async nextBoundary(now: Date): Promise<Date | undefined> {
    let next: Date | undefined;
    for (const entity of SCHEDULED) {
      const repository = this.connection.rawConnection.getRepository(entity);
      for (const column of ['startsAt', 'endsAt'] as const) {
        const item = await repository.findOne({
          where: { enabled: true, [column]: MoreThan(now) },
          order: { [column]: 'ASC' },
          select: { id: true, [column]: true },
        });
        const at = item?.[column];
        if (at && (!next || at < next)) next = at;
      }
    }
    return next;
  }

  private async plan(): Promise<void> {
    try {
      const now = new Date();
      const next = await this.nextBoundary(now);
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      if (!next) return;
      const wait = next.getTime() - now.getTime() + AFTER_BOUNDARY_MS;
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          if (wait <= MAX_WAIT_MS) {
            void this.eventBus.publish(new MerchandisingEvent(RequestContext.empty(), 'schedule'));
          }
          void this.plan();
        },
        Math.min(wait, MAX_WAIT_MS),
      );
      // A planned boundary must not keep a stopping process alive.
      this.timer.unref?.();
    } catch (error: unknown) {
      Logger.warn(`Could not plan the next schedule boundary: ${String(error)}`, loggerCtx);
    }
  }
}
