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
import { BlogPost, BlogPostTranslation } from '../entities/blog-post.entity';
import { InvalidSlugError, isValidSlug, SlugConflictError } from './content-errors';
import type { DeletionResponse, TranslationInput } from './content-types';

export interface BlogPostInput {
  slug: string;
  publishedAt?: Date | null;
  featuredAssetId?: ID | null;
  translations: Array<TranslationInput<'title' | 'excerpt' | 'body'>>;
}

export type SaveBlogPostResult = Translated<BlogPost> | SlugConflictError | InvalidSlugError;

/** Shop pages of the blog hold at most this many posts. */
export const MAX_BLOG_PAGE_SIZE = 50;
const DEFAULT_BLOG_PAGE_SIZE = 10;

@Injectable()
export class BlogPostService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly translatableSaver: TranslatableSaver,
    private readonly translator: TranslatorService,
  ) {}

  /** Posts published by now, newest first: what the shop lists. */
  async findPublished(
    ctx: RequestContext,
    options: { take?: number | null; skip?: number | null } = {},
  ): Promise<PaginatedList<Translated<BlogPost>>> {
    const take = Math.min(Math.max(options.take ?? DEFAULT_BLOG_PAGE_SIZE, 0), MAX_BLOG_PAGE_SIZE);
    const skip = Math.max(options.skip ?? 0, 0);
    const [items, totalItems] = await this.publishedQuery(ctx)
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .take(take)
      .skip(skip)
      .getManyAndCount();
    return { items: items.map((post) => this.translator.translate(post, ctx)), totalItems };
  }

  async findPublishedBySlug(
    ctx: RequestContext,
    slug: string,
  ): Promise<Translated<BlogPost> | null> {
    const post = await this.publishedQuery(ctx).andWhere('post.slug = :slug', { slug }).getOne();
    return post ? this.translator.translate(post, ctx) : null;
  }

  async findOne(ctx: RequestContext, id: ID): Promise<Translated<BlogPost> | null> {
    const post = await this.connection.getRepository(ctx, BlogPost).findOne({
      where: { id },
      relations: { featuredAsset: true },
    });
    return post ? this.translator.translate(post, ctx) : null;
  }

  async findAll(
    ctx: RequestContext,
    options?: ListQueryOptions<BlogPost>,
  ): Promise<PaginatedList<Translated<BlogPost>>> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(BlogPost, options, {
        ctx,
        relations: ['translations', 'featuredAsset'],
        orderBy: options?.sort ? undefined : { createdAt: 'DESC' },
      })
      .getManyAndCount();
    return { items: items.map((post) => this.translator.translate(post, ctx)), totalItems };
  }

  async create(ctx: RequestContext, input: BlogPostInput): Promise<SaveBlogPostResult> {
    const refusal = await this.checkSlug(ctx, input.slug);
    if (refusal) {
      return refusal;
    }
    const draftOrPublished: BlogPostInput = { ...input, publishedAt: input.publishedAt ?? null };
    const post = await this.translatableSaver.create({
      ctx,
      input: draftOrPublished,
      entityType: BlogPost,
      translationType: BlogPostTranslation,
    });
    return this.findOneOrThrow(ctx, post.id);
  }

  async update(
    ctx: RequestContext,
    input: Partial<BlogPostInput> & { id: ID },
  ): Promise<SaveBlogPostResult> {
    await this.findOneOrThrow(ctx, input.id);
    if (input.slug !== undefined && input.slug !== null) {
      const refusal = await this.checkSlug(ctx, input.slug, input.id);
      if (refusal) {
        return refusal;
      }
    }
    const { slug, translations, ...rest } = input;
    await this.translatableSaver.update({
      ctx,
      input: { ...rest, ...(slug != null ? { slug } : {}), translations: translations ?? [] },
      entityType: BlogPost,
      translationType: BlogPostTranslation,
    });
    return this.findOneOrThrow(ctx, input.id);
  }

  async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
    const post = await this.findOneOrThrow(ctx, id);
    await this.connection.getRepository(ctx, BlogPost).remove(post);
    return { result: 'DELETED' };
  }

  private publishedQuery(ctx: RequestContext) {
    return this.connection
      .getRepository(ctx, BlogPost)
      .createQueryBuilder('post')
      .leftJoinAndSelect('post.translations', 'translation')
      .leftJoinAndSelect('post.featuredAsset', 'featuredAsset')
      .where('post.publishedAt IS NOT NULL')
      .andWhere('post.publishedAt <= :now', { now: new Date() });
  }

  private async findOneOrThrow(ctx: RequestContext, id: ID): Promise<Translated<BlogPost>> {
    const post = await this.findOne(ctx, id);
    if (!post) {
      throw new EntityNotFoundError('BlogPost', id);
    }
    return post;
  }

  private async checkSlug(
    ctx: RequestContext,
    slug: string,
    ownId?: ID,
  ): Promise<SlugConflictError | InvalidSlugError | undefined> {
    if (!isValidSlug(slug)) {
      return new InvalidSlugError(slug);
    }
    const taken = await this.connection.getRepository(ctx, BlogPost).exists({
      where: ownId === undefined ? { slug } : { slug, id: Not(ownId) },
    });
    return taken ? new SlugConflictError(slug) : undefined;
  }
}
