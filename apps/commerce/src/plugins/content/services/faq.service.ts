import { Injectable } from '@nestjs/common';
import {
  EntityNotFoundError,
  type ID,
  ListQueryBuilder,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
  TransactionalConnection,
  TranslatableSaver,
  type Translated,
  TranslatorService,
} from '@vendure/core';
import { Faq, FaqTranslation } from '../entities/faq.entity';
import type { DeletionResponse, TranslationInput } from './content-types';

export interface FaqInput {
  position?: number | null;
  enabled?: boolean | null;
  translations: Array<TranslationInput<'question' | 'answer'>>;
}

@Injectable()
export class FaqService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translatableSaver: TranslatableSaver,
    private readonly translator: TranslatorService,
  ) {}

  /** What the shop shows: enabled questions in position order. */
  async findEnabled(ctx: RequestContext): Promise<Array<Translated<Faq>>> {
    const faqs = await this.connection.getRepository(ctx, Faq).find({
      where: { enabled: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return faqs.map((faq) => this.translator.translate(faq, ctx));
  }

  async findOne(ctx: RequestContext, id: ID): Promise<Translated<Faq> | null> {
    const faq = await this.connection.getRepository(ctx, Faq).findOne({ where: { id } });
    return faq ? this.translator.translate(faq, ctx) : null;
  }

  async findAll(
    ctx: RequestContext,
    options?: ListQueryOptions<Faq>,
  ): Promise<PaginatedList<Translated<Faq>>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(Faq, options, {
        ctx,
        relations: ['translations'],
        orderBy: options?.sort ? undefined : { position: 'ASC', id: 'ASC' },
      })
      .getManyAndCount();
    return { items: items.map((faq) => this.translator.translate(faq, ctx)), totalItems };
  }

  async create(ctx: RequestContext, input: FaqInput): Promise<Translated<Faq>> {
    const withDefaults: FaqInput = {
      ...input,
      position: input.position ?? (await this.nextPosition(ctx)),
      enabled: input.enabled ?? true,
    };
    const faq = await this.translatableSaver.create({
      ctx,
      input: withDefaults,
      entityType: Faq,
      translationType: FaqTranslation,
    });
    return this.findOneOrThrow(ctx, faq.id);
  }

  async update(
    ctx: RequestContext,
    input: Partial<FaqInput> & { id: ID },
  ): Promise<Translated<Faq>> {
    await this.findOneOrThrow(ctx, input.id);
    // Null means "unchanged" here: position and enabled are not nullable.
    const changes: Partial<FaqInput> & { id: ID } = {
      id: input.id,
      ...(input.position != null ? { position: input.position } : {}),
      ...(input.enabled != null ? { enabled: input.enabled } : {}),
      translations: input.translations ?? [],
    };
    await this.translatableSaver.update({
      ctx,
      input: changes,
      entityType: Faq,
      translationType: FaqTranslation,
    });
    return this.findOneOrThrow(ctx, input.id);
  }

  async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
    const faq = await this.findOneOrThrow(ctx, id);
    await this.connection.getRepository(ctx, Faq).remove(faq);
    return { result: 'DELETED' };
  }

  /** New questions go last unless staff give a position. */
  private async nextPosition(ctx: RequestContext): Promise<number> {
    const last = await this.connection
      .getRepository(ctx, Faq)
      .createQueryBuilder('faq')
      .select('MAX(faq.position)', 'max')
      .getRawOne<{ max: number | null }>();
    return (last?.max ?? -1) + 1;
  }

  private async findOneOrThrow(ctx: RequestContext, id: ID): Promise<Translated<Faq>> {
    const faq = await this.findOne(ctx, id);
    if (!faq) {
      throw new EntityNotFoundError('Faq', id);
    }
    return faq;
  }
}
