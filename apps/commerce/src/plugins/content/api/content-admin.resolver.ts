import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  EventBus,
  type ID,
  isGraphQlErrorResult,
  type ListQueryOptions,
  type PaginatedList,
  RequestContext,
  Transaction,
  type Translated,
} from '@vendure/core';
import { contentPermission } from '../content-permission';
import { ContentEvent, type ContentKind } from '../events/content.event';
import { publishUnlessRefused } from '../../../common/publish-unless-refused';
import type { BlogPost } from '../entities/blog-post.entity';
import type { ContentPage } from '../entities/content-page.entity';
import type { Faq } from '../entities/faq.entity';
import {
  type BlogPostInput,
  BlogPostService,
  type SaveBlogPostResult,
} from '../services/blog-post.service';
import {
  type ContentPageInput,
  ContentPageService,
  type SaveContentPageResult,
} from '../services/content-page.service';
import type { DeletionResponse } from '../services/content-types';
import { type FaqInput, FaqService } from '../services/faq.service';

@Resolver()
export class ContentAdminResolver {
  constructor(
    private readonly pages: ContentPageService,
    private readonly faqService: FaqService,
    private readonly posts: BlogPostService,
    private readonly eventBus: EventBus,
  ) {}

  /**
   * Announces a successful save or deletion: the storefront revalidates the page, the questions
   * or the blog. `before` is the slug the item had, which a renamed or deleted page leaves stale.
   */
  private announced<R>(
    ctx: RequestContext,
    type: 'created' | 'updated' | 'deleted',
    kind: ContentKind,
    result: Promise<R>,
    before?: string,
  ): Promise<R> {
    return publishUnlessRefused(this.eventBus, result, (value) => {
      const after = (value as { slug?: unknown }).slug;
      const slugs = [before, typeof after === 'string' ? after : undefined].filter(
        (slug): slug is string => !!slug,
      );
      return new ContentEvent(ctx, type, kind, [...new Set(slugs)]);
    });
  }

  @Query()
  @Allow(contentPermission.Read)
  contentPages(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<ContentPage> },
  ): Promise<PaginatedList<Translated<ContentPage>>> {
    return this.pages.findAll(ctx, args.options);
  }

  @Query()
  @Allow(contentPermission.Read)
  contentPage(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<Translated<ContentPage> | null> {
    return this.pages.findOne(ctx, args.id);
  }

  @Query()
  @Allow(contentPermission.Read)
  faqs(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<Faq> },
  ): Promise<PaginatedList<Translated<Faq>>> {
    return this.faqService.findAll(ctx, args.options);
  }

  @Query()
  @Allow(contentPermission.Read)
  faq(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<Translated<Faq> | null> {
    return this.faqService.findOne(ctx, args.id);
  }

  @Query()
  @Allow(contentPermission.Read)
  blogPosts(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<BlogPost> },
  ): Promise<PaginatedList<Translated<BlogPost>>> {
    return this.posts.findAll(ctx, args.options);
  }

  @Query()
  @Allow(contentPermission.Read)
  blogPost(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<Translated<BlogPost> | null> {
    return this.posts.findOne(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Create)
  createContentPage(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: ContentPageInput },
  ): Promise<SaveContentPageResult> {
    return this.announced(ctx, 'created', 'ContentPage', this.pages.create(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Update)
  async updateContentPage(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<ContentPageInput> & { id: ID } },
  ): Promise<SaveContentPageResult> {
    const before = await this.pages.findOne(ctx, args.input.id);
    return this.announced(
      ctx,
      'updated',
      'ContentPage',
      this.pages.update(ctx, args.input),
      before?.slug,
    );
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Delete)
  async deleteContentPage(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<DeletionResponse> {
    const before = await this.pages.findOne(ctx, args.id);
    return this.announced(
      ctx,
      'deleted',
      'ContentPage',
      this.pages.delete(ctx, args.id),
      before?.slug,
    );
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Create)
  createFaq(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: FaqInput },
  ): Promise<Translated<Faq>> {
    return this.announced(ctx, 'created', 'Faq', this.faqService.create(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Update)
  updateFaq(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<FaqInput> & { id: ID } },
  ): Promise<Translated<Faq>> {
    return this.announced(ctx, 'updated', 'Faq', this.faqService.update(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Delete)
  deleteFaq(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
    return this.announced(ctx, 'deleted', 'Faq', this.faqService.delete(ctx, args.id));
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Create)
  createBlogPost(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: BlogPostInput },
  ): Promise<SaveBlogPostResult> {
    return this.announced(ctx, 'created', 'BlogPost', this.posts.create(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Update)
  async updateBlogPost(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<BlogPostInput> & { id: ID } },
  ): Promise<SaveBlogPostResult> {
    const before = await this.posts.findOne(ctx, args.input.id);
    return this.announced(
      ctx,
      'updated',
      'BlogPost',
      this.posts.update(ctx, args.input),
      before?.slug,
    );
  }

  @Transaction()
  @Mutation()
  @Allow(contentPermission.Delete)
  async deleteBlogPost(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<DeletionResponse> {
    const before = await this.posts.findOne(ctx, args.id);
    return this.announced(
      ctx,
      'deleted',
      'BlogPost',
      this.posts.delete(ctx, args.id),
      before?.slug,
    );
  }
}

/** Resolves a save result to the entity's type or to its ErrorResult's. */
function resolveSaveResult(entityType: string) {
  return (value: object): string =>
    isGraphQlErrorResult(value as { __typename?: string }) &&
    '__typename' in value &&
    typeof value.__typename === 'string'
      ? value.__typename
      : entityType;
}

@Resolver('SaveContentPageResult')
export class SaveContentPageResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return resolveSaveResult('ContentPage')(value);
  }
}

@Resolver('SaveBlogPostResult')
export class SaveBlogPostResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return resolveSaveResult('BlogPost')(value);
  }
}
