import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { RateLimitInterceptor } from './api/rate-limit.interceptor';
import {
  RATE_LIMIT_OPTIONS,
  RateLimitService,
  type RateLimitPluginOptions,
} from './services/rate-limit.service';

/**
 * Rate limits on the operations that guess, enumerate or flood: sign-in, registration, password
 * reset requests and codes, the contact form, the newsletter, resending the verification email
 * and changing one's password (a guess of the current one) (see services/rate-limits.ts for
 * the defaults; `RATE_LIMITS` overrides them). Exceeding a limit returns
 * `RateLimitedError { errorCode: RATE_LIMITED_ERROR, message, retryAfterSeconds }` in the
 * operation's result union, with the message in the request's language.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [
    { provide: RATE_LIMIT_OPTIONS, useFactory: () => RateLimitPlugin.options },
    RateLimitService,
    { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor },
  ],
  shopApiExtensions: { schema: shopApiExtensions },
  adminApiExtensions: { schema: adminApiExtensions },
})
export class RateLimitPlugin implements OnApplicationBootstrap {
  static options: RateLimitPluginOptions = {};

  static init(options: RateLimitPluginOptions): typeof RateLimitPlugin {
    RateLimitPlugin.options = options;
    return RateLimitPlugin;
  }

  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    this.i18n.addTranslation('en', {
      errorResult: {
        RATE_LIMITED_ERROR:
          'Too many attempts. Please try again in ' +
          '{retryAfterSeconds, plural, one {# second} other {# seconds}}.',
      },
    });
    this.i18n.addTranslation('ar', {
      errorResult: {
        RATE_LIMITED_ERROR:
          'محاولات كثيرة. يُرجى المحاولة مرة أخرى بعد ' +
          '{retryAfterSeconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} other {# ثانية}}.',
      },
    });
  }
}
