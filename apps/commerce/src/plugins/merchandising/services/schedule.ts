import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ScheduledEntity } from '../entities/scheduled.entity';
import { InvalidMerchandisingInputError } from './merchandising-errors';

/** The fields every merchandising item's create and update inputs share. */
export interface ScheduleInput {
  enabled?: boolean | null;
  /** Null or absent: shown from now on. */
  startsAt?: Date | null;
  /** Null or absent: shown until switched off. */
  endsAt?: Date | null;
}

/**
 * Narrows a query to the items the shop shows now: enabled and inside their date window
 * (`startsAt` inclusive, `endsAt` exclusive, each open when null).
 */
export function whereShownAt<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  now: Date,
): SelectQueryBuilder<T> {
  return query
    .andWhere(`${alias}.enabled = :enabled`, { enabled: true })
    .andWhere(`(${alias}.startsAt IS NULL OR ${alias}.startsAt <= :now)`, { now })
    .andWhere(`(${alias}.endsAt IS NULL OR ${alias}.endsAt > :now)`, { now });
}

/** Whether an item (or a promotion, which has the same dates) is inside its window at `now`. */
export function isInWindow(
  item: { startsAt?: Date | null; endsAt?: Date | null },
  now: Date,
): boolean {
  return (!item.startsAt || +item.startsAt <= +now) && (!item.endsAt || +item.endsAt > +now);
}

/**
 * The end must come after the start. On update a field left out keeps its stored value, so the
 * check is on the item as it will be.
 */
export function checkSchedule(
  input: ScheduleInput,
  existing?: Pick<ScheduledEntity, 'startsAt' | 'endsAt'>,
): InvalidMerchandisingInputError | undefined {
  const startsAt = input.startsAt === undefined ? existing?.startsAt : input.startsAt;
  const endsAt = input.endsAt === undefined ? existing?.endsAt : input.endsAt;
  if (startsAt && endsAt && +new Date(endsAt) <= +new Date(startsAt)) {
    return new InvalidMerchandisingInputError('endsAt');
  }
  return undefined;
}

const SHOP_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * Links are written into the storefront's pages: only a path of the shop itself or an https
 * address, never `javascript:`, `data:` or a protocol-relative `//host` that leaves the shop
 * looking like a path.
 */
export function checkUrl(
  url: string | null | undefined,
): InvalidMerchandisingInputError | undefined {
  if (url == null || url === '') {
    return undefined;
  }
  if (SHOP_PATH.test(url)) {
    return undefined;
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' && parsed.hostname && !/\s/.test(url)) {
      return undefined;
    }
  } catch {
    // Not an absolute URL either: refused below.
  }
  return new InvalidMerchandisingInputError('url');
}
