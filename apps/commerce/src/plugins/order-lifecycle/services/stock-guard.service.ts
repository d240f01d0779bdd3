import { Injectable } from '@nestjs/common';
import {
  type Order,
  ProductVariantService,
  type RequestContext,
  StockLevel,
  TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';

export interface StockShortage {
  productVariantId: string;
  name: string;
  quantityOrdered: number;
  quantityAvailable: number;
}

/**
 * Keeps placement from overselling. Vendure checks saleable stock when a line is added and when
 * checkout reaches ArrangingPayment, but allocates only at placement, so shoppers checking out the
 * last units at once all pass those checks. Placement therefore re-checks, serialised:
 * - PostgreSQL: the variants' `stock_level` rows are locked (`FOR UPDATE`, in id order so two
 *   orders never deadlock) for the rest of the placing transaction, which also allocates; this
 *   holds across several server processes.
 * - SQLite has a single writer and runs in one process: placements run one at a time in it
 *   ({@link serialised}), each committed before the next checks.
 */
@Injectable()
export class StockGuardService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly variants: ProductVariantService,
  ) {}

  /**
   * On SQLite, runs `work` after every earlier call's work has finished (committed or failed). On
   * PostgreSQL the row locks do that per variant, so placements of other products run in parallel.
   */
  serialised<T>(work: () => Promise<T>): Promise<T> {
    if (this.isPostgres()) return work();
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The order's lines that stock cannot cover now, after locking their stock rows until the
   * caller's transaction ends (PostgreSQL). Empty when the order may be placed.
   */
  async lockAndFindShortages(ctx: RequestContext, order: Order): Promise<StockShortage[]> {
    const ordered = new Map<string, { quantity: number; line: Order['lines'][number] }>();
    for (const line of order.lines) {
      const key = String(line.productVariantId);
      const entry = ordered.get(key);
      ordered.set(key, { quantity: (entry?.quantity ?? 0) + line.quantity, line });
    }
    if (!ordered.size) return [];
    if (this.isPostgres()) {
      await this.connection
        .getRepository(ctx, StockLevel)
        .createQueryBuilder('level')
        .setLock('pessimistic_write')
        .where({ productVariantId: In([...ordered.keys()]) })
        .orderBy('level.id', 'ASC')
        .getMany();
    }
    const shortages: StockShortage[] = [];
    for (const [productVariantId, { quantity, line }] of ordered) {
      const available = await this.variants.getSaleableStockLevel(ctx, line.productVariant);
      if (quantity > available) {
        shortages.push({
          productVariantId,
          name: line.productVariant.name,
          quantityOrdered: quantity,
          quantityAvailable: Math.max(0, available),
        });
      }
    }
    return shortages;
  }

  private isPostgres(): boolean {
    return this.connection.rawConnection.options.type === 'postgres';
  }
}
