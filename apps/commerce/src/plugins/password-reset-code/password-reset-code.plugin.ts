import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api/api-extensions';
import {
  PasswordResetCodeResolver,
  RequestPasswordResetCodeResultResolver,
  VerifyPasswordResetCodeResultResolver,
} from './api/password-reset-code.resolver';
import { PasswordResetCode } from './entities/password-reset-code.entity';
import {
  PASSWORD_RESET_CODE_OPTIONS,
  PasswordResetCodeService,
  type PasswordResetCodeOptions,
} from './services/password-reset-code.service';

/**
 * Password recovery by a code typed on the storefront (docs/product-spec.md §4): `requestPasswordResetCode`
 * emails a 6-digit code valid for 10 minutes, at most one a minute, answering the same whether or
 * not the address has an account; `verifyPasswordResetCode` trades the right code for the token
 * of stock `resetPassword`; five wrong codes burn it. Both are rate limited per IP and address.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  entities: [PasswordResetCode],
  providers: [
    { provide: PASSWORD_RESET_CODE_OPTIONS, useFactory: () => PasswordResetCodePlugin.options },
    PasswordResetCodeService,
  ],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [
      PasswordResetCodeResolver,
      RequestPasswordResetCodeResultResolver,
      VerifyPasswordResetCodeResultResolver,
    ],
  },
})
export class PasswordResetCodePlugin implements OnApplicationBootstrap {
  static options: PasswordResetCodeOptions;

  static init(options: PasswordResetCodeOptions): typeof PasswordResetCodePlugin {
    PasswordResetCodePlugin.options = options;
    return PasswordResetCodePlugin;
  }

  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    this.i18n.addTranslation('en', {
      errorResult: {
        PASSWORD_RESET_CODE_INVALID_ERROR: 'The code is not right.',
        PASSWORD_RESET_CODE_EXPIRED_ERROR: 'The code has expired. Ask for a new one.',
        PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR: 'Too many wrong codes. Ask for a new one.',
      },
    });
    this.i18n.addTranslation('ar', {
      errorResult: {
        PASSWORD_RESET_CODE_INVALID_ERROR: 'الرمز غير صحيح.',
        PASSWORD_RESET_CODE_EXPIRED_ERROR: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
        PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR: 'أدخلت رموزًا خاطئة كثيرة. اطلب رمزًا جديدًا.',
      },
    });
  }
}
