import { Args, Query, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type PaginatedList,
  Permission,
  RequestContext,
  type Translated,
} from '@vendure/core';
import type { BlogPost } from '../entities/blog-post.entity';
import type { ContentPage } from '../entities/content-page.entity';
import type { Faq } from '../entities/faq.entity';
import { BlogPostService } from '../services/blog-post.service';
import { ContentPageService } from '../services/content-page.service';
import { FaqService } from '../services/faq.service';

@Resolver()
export class ContentShopResolver {
  constructor(
    private readonly pages: ContentPageService,
    private readonly faqService: FaqService,
    private readonly posts: BlogPostService,
  ) {}

  @Query()
  @Allow(Permission.Public)
  page(
    @Ctx() ctx: RequestContext,
    @Args() args: { slug: string },
  ): Promise<Translated<ContentPage> | null> {
    return this.pages.findBySlug(ctx, args.slug);
  }

  @Query()
  @Allow(Permission.Public)
  faqs(@Ctx() ctx: RequestContext): Promise<Array<Translated<Faq>>> {
    return this.faqService.findEnabled(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  blogPosts(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: { take?: number | null; skip?: number | null } | null },
  ): Promise<PaginatedList<Translated<BlogPost>>> {
    return this.posts.findPublished(ctx, args.options ?? {});
  }

  @Query()
  @Allow(Permission.Public)
  blogPost(
    @Ctx() ctx: RequestContext,
    @Args() args: { slug: string },
  ): Promise<Translated<BlogPost> | null> {
    return this.posts.findPublishedBySlug(ctx, args.slug);
  }
}
