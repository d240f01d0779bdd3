import type { RequestContext } from '@vendure/core';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Restricts a query joined to `Product` under `alias` to the products a shopper may see: enabled,
 * not deleted, in the request's channel. Every listing goes through it.
 */
export function onlyShownProducts<T extends ObjectLiteral>(
  ctx: RequestContext,
  qb: SelectQueryBuilder<T>,
  alias: string,
): SelectQueryBuilder<T> {
  return qb
    .innerJoin(`${alias}.channels`, `${alias}Channel`, `${alias}Channel.id = :shownChannelId`, {
      shownChannelId: ctx.channelId,
    })
    .andWhere(`${alias}.enabled = :shownEnabled`, { shownEnabled: true })
    .andWhere(`${alias}.deletedAt IS NULL`);
}

/** A page of product ids in listing order, with the length of the whole list. */
export interface RankedIds {
  ids: string[];
  totalItems: number;
}

/** Raw rows name the product `productId`; COUNT and SUM come back as strings on PostgreSQL. */
export function idsOf(rows: Array<{ productId: string | number }>): string[] {
  return rows.map((row) => String(row.productId));
}
