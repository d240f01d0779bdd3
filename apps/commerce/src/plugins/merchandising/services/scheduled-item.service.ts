import {
  Asset,
  EntityNotFoundError,
  type ID,
  type ListQueryBuilder,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
  type TransactionalConnection,
  type Translatable,
  type TranslatableSaver,
  type Translated,
  type TranslatedInput,
  type Translation,
  type TranslatorService,
  type Type,
} from '@vendure/core';
import type { FindOptionsOrder, SelectQueryBuilder } from 'typeorm';
import type { ScheduledEntity } from '../entities/scheduled.entity';
import { InvalidMerchandisingInputError } from './merchandising-errors';
import { checkSchedule, checkUrl, type ScheduleInput, whereShownAt } from './schedule';

/** Vendure's DeletionResponse; the enum itself lives in @vendure/common. */
export interface DeletionResponse {
  result: 'DELETED' | 'NOT_DELETED';
  message?: string;
}

/** One language of a translated item in a create or update input. */
export type TranslationInputOf<Field extends string> = {
  id?: ID | null;
  languageCode: string;
} & { [K in Field]?: string | null };

export type ItemInput<Field extends string> = ScheduleInput & {
  url?: string | null;
  translations?: Array<TranslationInputOf<Field>> | null;
};

export type SaveResult<T> = Translated<T> | InvalidMerchandisingInputError;

/** What the base class reads of every kind's input. */
type BaseInput = ScheduleInput & {
  url?: string | null;
  translations?: Array<{ languageCode: string }> | null;
};

type Item = ScheduledEntity & Translatable;

/**
 * Staff's list, read, create, update and delete for one kind of merchandising item, and the
 * query of the items the shop shows now. Each kind names its entities, the relations it loads
 * and, where it has one, its picture's input field.
 */
export abstract class ScheduledItemService<T extends Item, Input extends BaseInput> {
  protected abstract readonly entity: Type<T>;
  protected abstract readonly translationEntity: Type<Translation<T>>;
  /** The alias of {@link shownQuery}, and the relations loaded with every item. */
  protected abstract readonly alias: string;
  protected abstract readonly relations: string[];
  /** The input field holding a picture's asset id, checked to exist. */
  protected readonly assetField?: keyof Input & string;

  protected constructor(
    protected readonly connection: TransactionalConnection,
    protected readonly listQueryBuilder: ListQueryBuilder,
    protected readonly translatableSaver: TranslatableSaver,
    protected readonly translator: TranslatorService,
  ) {}

  async findOne(ctx: RequestContext, id: ID): Promise<Translated<T> | null> {
    const item = await this.connection.getRepository(ctx, this.entity).findOne({
      where: { id } as never,
      relations: this.relations,
    });
    return item ? this.translate(ctx, item) : null;
  }

  async findAll(
    ctx: RequestContext,
    options?: ListQueryOptions<T>,
  ): Promise<PaginatedList<Translated<T>>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(this.entity, options, {
        ctx,
        relations: ['translations', ...this.relations],
        orderBy: options?.sort ? undefined : this.defaultOrder(),
      })
      .getManyAndCount();
    return { items: items.map((item) => this.translate(ctx, item)), totalItems };
  }

  async create(ctx: RequestContext, input: Input): Promise<SaveResult<T>> {
    const refusal = (await this.check(ctx, input)) ?? checkSchedule(input);
    if (refusal) {
      return refusal;
    }
    const item = await this.translatableSaver.create({
      ctx,
      input: withoutNulls(input) as TranslatedInput<T>,
      entityType: this.entity,
      translationType: this.translationEntity,
    });
    return this.findOneOrThrow(ctx, item.id);
  }

  async update(ctx: RequestContext, input: Partial<Input> & { id: ID }): Promise<SaveResult<T>> {
    const existing = await this.findOneOrThrow(ctx, input.id);
    const refusal = (await this.check(ctx, input)) ?? checkSchedule(input, existing);
    if (refusal) {
      return refusal;
    }
    await this.translatableSaver.update({
      ctx,
      input: withoutNulls(input) as TranslatedInput<T> & { id: ID },
      entityType: this.entity,
      translationType: this.translationEntity,
    });
    return this.findOneOrThrow(ctx, input.id);
  }

  async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
    const item = await this.findOneOrThrow(ctx, id);
    await this.connection.getRepository(ctx, this.entity).remove(item);
    return { result: 'DELETED' };
  }

  /** Items shown in the shop at `now`, with their translations and relations. */
  protected shownQuery(ctx: RequestContext, now: Date): SelectQueryBuilder<T> {
    const query = this.connection
      .getRepository(ctx, this.entity)
      .createQueryBuilder(this.alias)
      .leftJoinAndSelect(`${this.alias}.translations`, 'translation');
    for (const relation of this.relations) {
      query.leftJoinAndSelect(`${this.alias}.${relation}`, relation);
    }
    return whereShownAt(query, this.alias, now);
  }

  /**
   * Of several items shown at once where the shop has room for one (super banner, alert), the
   * one that started last: a campaign scheduled over the standing one (which has no start) takes
   * its place while it runs. Among those without a start, the newest.
   */
  protected async newestShown(ctx: RequestContext): Promise<Translated<T> | null> {
    const items = await this.shownQuery(ctx, new Date()).getMany();
    const [newest] = items.sort(
      (a, b) =>
        +(b.startsAt ?? 0) - +(a.startsAt ?? 0) ||
        +b.createdAt - +a.createdAt ||
        Number(b.id) - Number(a.id),
    );
    return newest ? this.translate(ctx, newest) : null;
  }

  /** Into the request's language; a kind with translated relations names them. */
  protected translate(ctx: RequestContext, item: T): Translated<T> {
    return this.translator.translate(item, ctx);
  }

  protected defaultOrder(): FindOptionsOrder<T> {
    return { createdAt: 'DESC' } as FindOptionsOrder<T>;
  }

  /** The checks of a kind beyond the schedule: link and picture here, more in subclasses. */
  protected async check(
    ctx: RequestContext,
    input: Partial<Input>,
  ): Promise<InvalidMerchandisingInputError | undefined> {
    const badUrl = checkUrl(input.url);
    if (badUrl) {
      return badUrl;
    }
    const assetId = this.assetField ? (input[this.assetField] as ID | null | undefined) : null;
    if (assetId != null) {
      const exists = await this.connection
        .getRepository(ctx, Asset)
        .exists({ where: { id: assetId } });
      if (!exists) {
        return new InvalidMerchandisingInputError('assetId');
      }
    }
    return undefined;
  }

  protected async findOneOrThrow(ctx: RequestContext, id: ID): Promise<Translated<T>> {
    const item = await this.findOne(ctx, id);
    if (!item) {
      throw new EntityNotFoundError(this.entity.name, id);
    }
    return item;
  }
}

/**
 * Inputs may say `null` where they mean "as it is" (or the default): only dates, links and
 * pictures can be cleared with null, every other column keeps its value or default.
 */
const CLEARABLE = new Set(['startsAt', 'endsAt', 'url', 'featuredAssetId', 'assetId']);

function withoutNulls<Input extends object>(input: Input): Input {
  const kept = Object.entries(input).filter(([key, value]) => value !== null || CLEARABLE.has(key));
  const result = Object.fromEntries(kept) as Input & { translations?: unknown };
  result.translations ??= [];
  return result;
}
