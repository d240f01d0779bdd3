import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  AssetService,
  ChannelService,
  isGraphQlErrorResult,
  LanguageCode,
  Logger,
  type RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { createSystemContext } from '../../../common/system-context';
import { BlogPost } from '../entities/blog-post.entity';
import { ContentPage } from '../entities/content-page.entity';
import { Faq } from '../entities/faq.entity';
import { renderBlogCover } from './blog-covers';
import { BlogPostService } from './blog-post.service';
import { ContentPageService } from './content-page.service';
import { type Localized, SEED_FAQS, SEED_PAGES } from './content-seed.pages';
import { SEED_POSTS } from './content-seed.posts';
import { FaqService } from './faq.service';

const loggerCtx = 'DarContent';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a new or upgraded database the shop's pages, FAQs and blog posts in Arabic and English.
 * Each kind is seeded only while its table is empty, so staff edits and deletions stay.
 */
@Injectable()
export class ContentSeedService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly pages: ContentPageService,
    private readonly faqs: FaqService,
    private readonly posts: BlogPostService,
    private readonly assetService: AssetService,
    private readonly requestContextService: RequestContextService,
    private readonly channelService: ChannelService,
  ) {}

  async seed(): Promise<void> {
    const ctx = await createSystemContext(this.requestContextService, this.channelService);
    const count = (entity: typeof ContentPage | typeof Faq | typeof BlogPost) =>
      this.connection.rawConnection.getRepository(entity).count();

    if ((await count(ContentPage)) === 0) {
      for (const page of SEED_PAGES) {
        const result = await this.pages.create(ctx, {
          slug: page.slug,
          translations: bothLanguages((language) => ({
            title: page.title[language],
            body: page.body[language],
          })),
        });
        failOnError(result, `page "${page.slug}"`);
      }
      Logger.info(`Seeded ${SEED_PAGES.length} pages`, loggerCtx);
    }

    if ((await count(Faq)) === 0) {
      for (const [position, faq] of SEED_FAQS.entries()) {
        await this.faqs.create(ctx, {
          position,
          enabled: true,
          translations: bothLanguages((language) => ({
            question: faq.question[language],
            answer: faq.answer[language],
          })),
        });
      }
      Logger.info(`Seeded ${SEED_FAQS.length} FAQs`, loggerCtx);
    }

    if ((await count(BlogPost)) === 0) {
      const now = Date.now();
      for (const post of SEED_POSTS) {
        const featuredAssetId = await this.createCover(ctx, post.slug, post.cover);
        const result = await this.posts.create(ctx, {
          slug: post.slug,
          publishedAt: new Date(now - post.publishedDaysAgo * DAY_MS),
          featuredAssetId,
          translations: bothLanguages((language) => ({
            title: post.title[language],
            excerpt: post.excerpt[language],
            body: post.body[language],
          })),
        });
        failOnError(result, `blog post "${post.slug}"`);
      }
      Logger.info(`Seeded ${SEED_POSTS.length} blog posts with their covers`, loggerCtx);
    }
  }

  private async createCover(
    ctx: RequestContext,
    slug: string,
    cover: (typeof SEED_POSTS)[number]['cover'],
  ) {
    const image = await renderBlogCover(cover);
    const asset = await this.assetService.createFromFileStream(
      Readable.from(image),
      `blog-${slug}.jpg`,
      ctx,
    );
    if (isGraphQlErrorResult(asset)) {
      throw new Error(`Could not store the cover of "${slug}": ${asset.message}`);
    }
    return asset.id;
  }
}

function bothLanguages<T extends object>(
  fields: (language: keyof Localized) => T,
): Array<T & { languageCode: LanguageCode }> {
  return [
    { languageCode: LanguageCode.ar, ...fields('ar') },
    { languageCode: LanguageCode.en, ...fields('en') },
  ];
}

function failOnError(result: object, what: string): void {
  if (isGraphQlErrorResult(result as { errorCode?: string })) {
    throw new Error(`Could not seed the ${what}: ${(result as { message: string }).message}`);
  }
}
