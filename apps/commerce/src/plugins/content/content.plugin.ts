import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, ProcessContext, VendurePlugin } from '@vendure/core';
import {
  ContentAdminResolver,
  SaveBlogPostResultResolver,
  SaveContentPageResultResolver,
} from './api/content-admin.resolver';
import { ContentShopResolver } from './api/content-shop.resolver';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { contentPermission } from './content-permission';
import { BlogPost, BlogPostTranslation } from './entities/blog-post.entity';
import { ContentPage, ContentPageTranslation } from './entities/content-page.entity';
import { Faq, FaqTranslation } from './entities/faq.entity';
import { BlogPostService } from './services/blog-post.service';
import { CONTENT_ERROR_MESSAGES } from './services/content-errors';
import { ContentPageService } from './services/content-page.service';
import { ContentSeedService } from './services/content-seed.service';
import { FaqService } from './services/faq.service';

/**
 * The shop's editorial content in Arabic and English: static pages (about, terms-conditions,
 * privacy-policy, returns-policy), FAQs and the blog.
 *
 * Shop API: `page(slug)`, `faqs`, `blogPosts(options: { take, skip })` (published, newest
 * first) and `blogPost(slug)`. Admin API: list, read, create, update and delete for each, under
 * the permissions CreateContent, ReadContent, UpdateContent and DeleteContent. Every save and
 * deletion publishes a ContentEvent, which the storefront revalidation plugin turns into the
 * storefront's page, FAQ and blog tags. Dashboard: Content → Pages, FAQs, Blog posts.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  // Staff screens for pages, FAQs and blog posts (vite.config.mts builds them).
  dashboard: './dashboard/index.tsx',
  entities: [
    ContentPage,
    ContentPageTranslation,
    Faq,
    FaqTranslation,
    BlogPost,
    BlogPostTranslation,
  ],
  providers: [ContentPageService, FaqService, BlogPostService, ContentSeedService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [ContentShopResolver] },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [ContentAdminResolver, SaveContentPageResultResolver, SaveBlogPostResultResolver],
  },
  configuration: (config) => {
    config.authOptions.customPermissions.push(contentPermission);
    return config;
  },
})
export class ContentPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly seed: ContentSeedService,
    private readonly i18nService: I18nService,
    private readonly processContext: ProcessContext,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [language, messages] of Object.entries(CONTENT_ERROR_MESSAGES)) {
      this.i18nService.addTranslation(language, { errorResult: messages });
    }
    if (this.processContext.isServer) {
      await this.seed.seed();
    }
  }
}
