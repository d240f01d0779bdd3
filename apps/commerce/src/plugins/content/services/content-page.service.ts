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
import { Not } from 'typeorm';
import { ContentPage, ContentPageTranslation } from '../entities/content-page.entity';
import { InvalidSlugError, isValidSlug, SlugConflictError } from './content-errors';
import type { DeletionResponse, TranslationInput } from './content-types';

export interface ContentPageInput {
  slug: string;
  translations: Array<TranslationInput<'title' | 'body'>>;
}

export type SaveContentPageResult = Translated<ContentPage> | SlugConflictError | InvalidSlugError;

@Injectable()
export class ContentPageService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translatableSaver: TranslatableSaver,
    private readonly translator: TranslatorService,
  ) {}

  async findBySlug(ctx: RequestContext, slug: string): Promise<Translated<ContentPage> | null> {
    const page = await this.connection.getRepository(ctx, ContentPage).findOne({
      where: { slug },
    });
    return page ? this.translator.translate(page, ctx) : null;
  }

  async findOne(ctx: RequestContext, id: ID): Promise<Translated<ContentPage> | null> {
    const page = await this.connection.getRepository(ctx, ContentPage).findOne({ where: { id } });
    return page ? this.translator.translate(page, ctx) : null;
  }

  async findAll(
    ctx: RequestContext,
    options?: ListQueryOptions<ContentPage>,
  ): Promise<PaginatedList<Translated<ContentPage>>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(ContentPage, options, { ctx, relations: ['translations'] })
      .getManyAndCount();
    return { items: items.map((page) => this.translator.translate(page, ctx)), totalItems };
  }

  async create(ctx: RequestContext, input: ContentPageInput): Promise<SaveContentPageResult> {
    const refusal = await this.checkSlug(ctx, input.slug);
    if (refusal) {
      return refusal;
    }
    const page = await this.translatableSaver.create({
      ctx,
      input,
      entityType: ContentPage,
      translationType: ContentPageTranslation,
    });
    return this.findOneOrThrow(ctx, page.id);
  }

  async update(
    ctx: RequestContext,
    input: Partial<ContentPageInput> & { id: ID },
  ): Promise<SaveContentPageResult> {
    await this.findOneOrThrow(ctx, input.id);
    if (input.slug !== undefined && input.slug !== null) {
      const refusal = await this.checkSlug(ctx, input.slug, input.id);
      if (refusal) {
        return refusal;
      }
    }
    await this.translatableSaver.update({
      ctx,
      input: { ...input, translations: input.translations ?? [] },
      entityType: ContentPage,
      translationType: ContentPageTranslation,
    });
    return this.findOneOrThrow(ctx, input.id);
  }

  async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
    const page = await this.findOneOrThrow(ctx, id);
    await this.connection.getRepository(ctx, ContentPage).remove(page);
    return { result: 'DELETED' };
  }

  private async findOneOrThrow(ctx: RequestContext, id: ID): Promise<Translated<ContentPage>> {
    const page = await this.findOne(ctx, id);
    if (!page) {
      throw new EntityNotFoundError('ContentPage', id);
    }
    return page;
  }

  private async checkSlug(
    ctx: RequestContext,
    slug: string,
    ownId?: ID,
  ): Promise<SlugConflictError | InvalidSlugError | undefined> {
    if (!isValidSlug(slug)) {
      return new InvalidSlugError(slug);
    }
    const taken = await this.connection.getRepository(ctx, ContentPage).exists({
      where: ownId === undefined ? { slug } : { slug, id: Not(ownId) },
    });
    return taken ? new SlugConflictError(slug) : undefined;
  }
}
